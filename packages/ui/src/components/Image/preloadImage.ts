import { TIMING } from '@latchkey/core'

export type ImageLoader = (url: string) => Promise<void>

/** Loads an image off-screen; resolves when it decodes, rejects on error. */
export const browserImageLoader: ImageLoader = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image()
    image.decoding = 'async'
    image.referrerPolicy = 'no-referrer'
    image.onload = () => resolve()
    image.onerror = () => reject(new Error('image failed to load'))
    image.src = url
  })

/**
 * SPEC §9: a preload gives up after 2 seconds, so a slow image host never holds a view.
 * Resolves true when the image is ready, false on error or time-out.
 */
export function preloadImage(
  url: string,
  loader: ImageLoader = browserImageLoader,
  timeoutMs: number = TIMING.IMAGE_PRELOAD_TIMEOUT_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    loader(url).then(
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      () => {
        clearTimeout(timer)
        resolve(false)
      },
    )
  })
}
