import { isLoopbackHost, isLoopbackHttp, isPlainHttps, parseAbsoluteUrl } from './parseAbsoluteUrl'

const RASTER_DATA_URI = /^data:image\/(png|jpeg|jpg|gif|webp|avif);base64,[a-z0-9+/]+={0,2}$/i
const SVG_DATA_URI = /^data:image\/svg\+xml(;charset=utf-8)?(;base64)?,(.*)$/is
const MAX_DATA_URI_LENGTH = 256 * 1024
// Script, event handlers, foreign HTML and external references have no place in an icon.
const SVG_DANGER =
  /<script|<foreignobject|\son[a-z]+\s*=|javascript:|<iframe|<embed|<object|href\s*=\s*(?:"(?!\s*#)|'(?!\s*#)|(?!["'\s#]))/i

/**
 * An image URL that is safe to put in `<img src>`: https, a base64 raster data URI, or an SVG
 * data URI free of script. Images only ever render through `<img>`, which runs no script; the
 * SVG check is a second wall for when someone opens the image on its own.
 *
 * Plain http only from a loopback host to a page that is itself on loopback: the local stack's
 * provider serves its wallet images that way. A page on a real origin never loads one, so a
 * registry entry cannot make it send requests to services on the visitor's own machine.
 */
export function safeImageUrl(
  url: unknown,
  pageHost: string | undefined = globalThis.location?.hostname,
): string | undefined {
  if (typeof url !== 'string') return undefined
  const text = url.trim()
  if (/^data:/i.test(text)) return safeDataImage(text)
  const parsed = parseAbsoluteUrl(text)
  if (!parsed) return undefined
  if (isPlainHttps(parsed)) return parsed.href
  return isLoopbackHttp(parsed) && isLoopbackHost(pageHost) ? parsed.href : undefined
}

function safeDataImage(text: string): string | undefined {
  if (text.length > MAX_DATA_URI_LENGTH) return undefined
  if (RASTER_DATA_URI.test(text)) return text
  const svg = SVG_DATA_URI.exec(text)
  if (!svg) return undefined
  const content = decodeSvg(svg[3] ?? '', Boolean(svg[2]))
  return content !== undefined && !SVG_DANGER.test(content) ? text : undefined
}

function decodeSvg(payload: string, base64: boolean): string | undefined {
  try {
    return base64 ? atob(payload) : decodeURIComponent(payload)
  } catch {
    return undefined
  }
}
