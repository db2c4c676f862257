import { safeImageUrl } from '@latchkey/core'
import { useEffect, useState } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { imageCss } from './imageCss'
import { Monogram } from './Monogram'
import { type ImageLoader, preloadImage } from './preloadImage'

export interface ImageWithFallbackProps {
  src: string | undefined | null
  /** The name the image stands for; the fallback draws its initials. */
  name: string
  /** Empty when the text beside the image already names it (most rows). */
  alt?: string
  size?: number
  shape?: 'square' | 'circle'
  /** Replaces the browser loader, for tests and for hosts that proxy images. */
  loader?: ImageLoader
}

type Status = 'loading' | 'ready' | 'failed'

/**
 * Shows an image once it has loaded; until then, or when it fails, times out (SPEC §9, 2 s)
 * or is not a safe URL, shows a monogram drawn from the name.
 */
export function ImageWithFallback({
  src,
  name,
  alt = '',
  size = 40,
  shape = 'square',
  loader,
}: ImageWithFallbackProps) {
  useStyles(imageCss)
  const url = safeImageUrl(src)
  const [status, setStatus] = useState<Status>(url ? 'loading' : 'failed')

  useEffect(() => {
    if (!url) {
      setStatus('failed')
      return
    }
    let live = true
    setStatus('loading')
    preloadImage(url, loader).then((ok) => {
      if (live) setStatus(ok ? 'ready' : 'failed')
    })
    return () => {
      live = false
    }
  }, [url, loader])

  const picture =
    status === 'ready' && url ? (
      <img
        className="lk-image"
        src={url}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
      />
    ) : (
      <Monogram name={name} size={size} shape={shape} />
    )
  // With alt text the frame is the image; without, the text beside it names it.
  return alt ? (
    <span
      className="lk-image-frame"
      data-shape={shape}
      data-status={status}
      role="img"
      aria-label={alt}
    >
      {picture}
    </span>
  ) : (
    <span className="lk-image-frame" data-shape={shape} data-status={status}>
      {picture}
    </span>
  )
}
