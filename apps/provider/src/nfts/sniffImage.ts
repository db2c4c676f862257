/** The raster types served as they are; SVG is served only when checkSvg passes. */
export type NftImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml'

const starts = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b)

/**
 * The image type the bytes themselves show (never the sender's Content-Type), or undefined
 * when they are none of the served types.
 */
export function sniffImage(bytes: Uint8Array): NftImageType | undefined {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39))
    return 'image/gif'
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  if (looksLikeSvg(bytes)) return 'image/svg+xml'
  return undefined
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
  // An optional XML declaration, comments and doctype, then the svg root element.
  return /^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    head,
  )
}

// What an SVG may not hold to be served: script, event handlers, embedded HTML, entities, and
// references outside the document (which a strict CSP blocks too, but a copy saved elsewhere would not).
const UNSAFE_SVG: readonly [RegExp, string][] = [
  [/<script[\s>/]/i, 'a script element'],
  [/<foreignObject[\s>/]/i, 'a foreignObject element'],
  [/<!ENTITY/i, 'an entity declaration'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute'],
  [/javascript:/i, 'a javascript: URL'],
  [
    /(?:href|src)\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|gif|webp);)/i,
    'a link outside the image',
  ],
  [/url\(\s*["']?\s*(?!#|data:image\/(?:png|jpeg|gif|webp);)/i, 'a url() outside the image'],
  [/@import/i, 'a CSS import'],
]

/** Why an SVG is refused, or undefined when it holds nothing that runs or loads. */
export function unsafeSvgReason(bytes: Uint8Array): string | undefined {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  for (const [pattern, what] of UNSAFE_SVG) if (pattern.test(text)) return `SVG with ${what}`
  return undefined
}
