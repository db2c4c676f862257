// An image URL from a wallet or the registry is data: a host may draw it only when its scheme is
// one that cannot run code or reach anything but an image.
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** `url` when it is https (or http on this machine, the local stack), or a data: image; else undefined. */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string' || url.length > 65_536) return undefined
  const text = url.trim()
  if (DATA_IMAGE.test(text)) return text
  if (!URL.canParse(text)) return undefined
  const parsed = new URL(text)
  if (parsed.username || parsed.password) return undefined
  if (parsed.protocol === 'https:' && parsed.hostname) return parsed.href
  if (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)) return parsed.href
  return undefined
}
