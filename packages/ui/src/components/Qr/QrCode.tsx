import { useMemo } from 'react'
import { useT } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { ImageWithFallback } from '../Image/ImageWithFallback'
import type { ImageLoader } from '../Image/preloadImage'
import { qrCss } from './qrCss'
import { iconModules, qrMatrix, qrPath } from './qrMatrix'

export interface QrCodeProps {
  /** The text to encode, e.g. a WalletConnect pairing URI. */
  value: string
  /** Read by screen readers; defaults to "QR code". */
  label?: string
  /** The wallet's image for the centre; checked by safeImageUrl, else its monogram. */
  iconUrl?: string | null
  /** Names the centre icon's fallback; no icon at all when both this and iconUrl are absent. */
  iconName?: string
  imageLoader?: ImageLoader
}

/** Drawn width of the code inside the 360px modal, to size the centre icon. */
const QR_PX = 296

/** A QR code drawn as one SVG path, dark on light in every theme so scanners read it. */
export function QrCode({ value, label, iconUrl, iconName, imageLoader }: QrCodeProps) {
  useStyles(qrCss)
  const t = useT()
  const matrix = useMemo(() => qrMatrix(value), [value])
  const withIcon = Boolean(iconUrl || iconName)
  const hole = withIcon ? iconModules(matrix.size) : 0
  const path = useMemo(() => qrPath(matrix, hole), [matrix, hole])
  return (
    <div className="lk-qr" data-testid="qr">
      <svg
        className="lk-qr-code"
        viewBox={`0 0 ${matrix.size} ${matrix.size}`}
        role="img"
        aria-label={label ?? t('common.qrCodeOf')}
        shapeRendering="crispEdges"
        data-size={matrix.size}
      >
        <path d={path} fill="currentColor" />
      </svg>
      {withIcon && (
        <span className="lk-qr-icon">
          <ImageWithFallback
            src={iconUrl}
            name={iconName ?? ''}
            size={Math.round((hole / matrix.size) * QR_PX) - 8}
            loader={imageLoader}
          />
        </span>
      )}
    </div>
  )
}
