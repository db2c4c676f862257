import { useT } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { IconButton } from '../Button/IconButton'
import { CloseIcon, InfoIcon, WarningIcon } from '../icons'
import { alertCss } from './alertCss'

export interface AlertProps {
  title: string
  message?: string
  variant?: 'error' | 'warning' | 'info'
  onDismiss?: () => void
}

/** A banner inside a view: errors interrupt screen readers, the others wait their turn. */
export function Alert({ title, message, variant = 'error', onDismiss }: AlertProps) {
  useStyles(alertCss)
  const t = useT()
  return (
    <div
      className="lk-alert"
      data-variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      <span className="lk-alert-icon">
        {variant === 'info' ? <InfoIcon size={18} /> : <WarningIcon size={18} />}
      </span>
      <div className="lk-alert-body">
        <p className="lk-alert-title">{title}</p>
        {message && <p className="lk-alert-message">{message}</p>}
      </div>
      {onDismiss && (
        <IconButton
          label={t('common.dismiss')}
          icon={<CloseIcon size={16} />}
          onClick={onDismiss}
        />
      )}
    </div>
  )
}
