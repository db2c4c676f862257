import type { Ref } from 'react'
import { useT } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { IconButton } from '../Button/IconButton'
import { BackIcon, CloseIcon } from '../icons'
import { headerCss } from './headerCss'

export interface HeaderProps {
  title: string
  /** The dialog's aria-labelledby points here. */
  titleId: string
  /** Receives focus after a view change so screen readers hear the new view. */
  titleRef?: Ref<HTMLHeadingElement>
  onBack?: () => void
  onClose?: () => void
  /** Close is refused while sign-in is required (SPEC §4); the button stays to explain. */
  closeDisabled?: boolean
}

export function Header({ title, titleId, titleRef, onBack, onClose, closeDisabled }: HeaderProps) {
  useStyles(headerCss)
  const t = useT()
  return (
    <div className="lk-header">
      {onBack && (
        <span className="lk-header-start">
          <IconButton label={t('common.back')} icon={<BackIcon />} onClick={onBack} />
        </span>
      )}
      <h2 id={titleId} ref={titleRef} className="lk-header-title" tabIndex={-1}>
        {title}
      </h2>
      {onClose && (
        <span className="lk-header-end">
          <IconButton
            label={t('common.close')}
            icon={<CloseIcon />}
            onClick={onClose}
            disabled={closeDisabled}
          />
        </span>
      )}
    </div>
  )
}
