import { type ButtonParts, useButtonParts } from './loadButtonParts'

export interface ButtonImageProps {
  /** The image's URL, read from the loaded parts (the network's needs their URL helper). */
  src: (parts: ButtonParts) => string | null | undefined
  /** What the monogram is drawn from (read from the loaded parts where it needs a profile). */
  name: string | ((parts: ButtonParts) => string)
  size: 'md' | 'sm' | undefined
}

/**
 * A page button's avatar or network image (decoration: the button's text names it). Until its
 * chunk has loaded, an empty circle of the same size keeps the button's width.
 */
export function ButtonImage({ src, name, size }: ButtonImageProps) {
  const parts = useButtonParts()
  if (!parts) return <span className="lk-image-frame lk-host-button-image" aria-hidden="true" />
  return (
    <parts.ImageWithFallback
      src={src(parts)}
      name={typeof name === 'string' ? name : name(parts)}
      size={size === 'sm' ? 20 : 28}
      shape="circle"
    />
  )
}

/** The connect button's spinner while a wallet connects (its aria-busy tells it already). */
export function ButtonSpinner() {
  const parts = useButtonParts()
  return parts ? <parts.Spinner size={16} label="" /> : null
}
