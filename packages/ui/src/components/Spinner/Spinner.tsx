import { useT } from '../../i18n/TextContext'
import { useStyles } from '../../styles/StyleRootContext'
import { spinnerCss } from './spinnerCss'

export interface SpinnerProps {
  /** What is loading; read by screen readers. */
  label?: string
  size?: number
}

/** A busy indicator that announces itself politely. */
export function Spinner({ label, size = 24 }: SpinnerProps) {
  useStyles(spinnerCss)
  const t = useT()
  return (
    <span className="lk-spinner-wrap" role="status" aria-busy="true">
      <svg
        className="lk-spinner"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="lk-visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  )
}
