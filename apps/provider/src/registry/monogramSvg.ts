export interface MonogramOptions {
  /** Text drawn in the middle: up to 4 characters. */
  text: string
  /** Seed of the colour; the same seed always gives the same colour. */
  seed: string
  /** Accessible name of the image. */
  label: string
  shape: 'square' | 'circle'
}

/** FNV-1a: a small stable hash, enough to spread colours. */
function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[ch]};`,
  )

/** The initials of a name: first letters of its first two words (camel case splits words). */
export function initials(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const letters = words.slice(0, 2).map((w) => [...w][0] ?? '')
  return (letters.join('') || '?').toUpperCase()
}

/** A deterministic icon: the text on a colour derived from the seed. No external asset. */
export function monogramSvg({ text, seed, label, shape }: MonogramOptions): string {
  const h = hash32(seed)
  const hue = h % 360
  const saturation = 50 + ((h >>> 9) % 20)
  // Lightness stays at or below 46% so white text keeps a readable contrast.
  const lightness = 34 + ((h >>> 17) % 13)
  const chars = [...text].slice(0, 4).join('')
  const fontSize = chars.length <= 2 ? 40 : chars.length === 3 ? 30 : 24
  const radius = shape === 'circle' ? 48 : 22
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="96" height="96" rx="${radius}" fill="hsl(${hue} ${saturation}% ${lightness}%)"/>`,
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${fontSize}" font-weight="600" fill="#ffffff">${escapeXml(chars)}</text>`,
    '</svg>',
  ].join('')
}
