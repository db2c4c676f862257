/**
 * Two letters of a wallet's name: "Trust Wallet" → "TW", "MetaMask" → "MM", "Phantom" → "PH".
 */
export function monogramLetters(name: string): string {
  const words = name
    .replace(/[{}().]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const [first = '?', second] = words
  if (second) return `${first[0]}${second[0]}`.toUpperCase()
  const capitals = first.match(/[A-Z]/g) ?? []
  return (capitals.length >= 2 ? `${capitals[0]}${capitals[1]}` : first.slice(0, 2)).toUpperCase()
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return luminance > 0.4 ? '#000000' : '#FFFFFF'
}

/**
 * A wallet's icon drawn here (an SVG data URI: its initials on its brand colour), so that the
 * bundled list shows no image from another host.
 */
export function walletMonogram(name: string, color: string | null): string {
  const fill = color && /^#[0-9a-f]{6}$/i.test(color) ? color.toUpperCase() : '#5A6475'
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="${fill}"/>` +
    `<text x="48" y="60" text-anchor="middle" font-family="system-ui,sans-serif" font-size="36" font-weight="700" fill="${textOn(fill)}">${monogramLetters(name)}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
