import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { ImageWithFallback } from '../Image/ImageWithFallback'
import type { ImageLoader } from '../Image/preloadImage'
import { ChevronRightIcon } from '../icons'
import { listItemCss } from './listItemCss'

export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  name: string
  imageUrl?: string | null
  /** What the image stands for, when the row's text says more (its drawn fallback's initials). */
  imageName?: string
  description?: ReactNode
  /** A short status beside the name: 'Installed', 'Recent', a balance. */
  tag?: ReactNode
  tagTone?: 'neutral' | 'accent' | 'success'
  imageShape?: 'square' | 'circle'
  imageLoader?: ImageLoader
  /** Shows a chevron: the row leads to another view. */
  chevron?: boolean
}

/** A row that is one button: image, name, optional description and tag. */
export function ListItem({
  name,
  imageUrl,
  imageName,
  description,
  tag,
  tagTone = 'neutral',
  imageShape = 'square',
  imageLoader,
  chevron,
  type = 'button',
  className,
  ...rest
}: ListItemProps) {
  useStyles(listItemCss)
  return (
    <button {...rest} type={type} className={['lk-list-item', className].filter(Boolean).join(' ')}>
      <ImageWithFallback
        src={imageUrl}
        name={imageName ?? name}
        size={40}
        shape={imageShape}
        loader={imageLoader}
      />
      <span className="lk-list-item-text">
        <span className="lk-list-item-name">{name}</span>
        {description && <span className="lk-list-item-description">{description}</span>}
      </span>
      {tag && (
        <span className="lk-tag" data-tone={tagTone}>
          {tag}
        </span>
      )}
      {chevron && <ChevronRightIcon size={18} className="lk-list-item-chevron" />}
    </button>
  )
}
