/** Up to two letters that stand for a name: 'Rainbow Wallet' → 'RW', 'metamask' → 'M'. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word))
  const letters = words.slice(0, 2).map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
  return letters.join('').toUpperCase() || '?'
}

/** A stable hue for a name, so the same wallet always gets the same fallback colour. */
export function hueOf(name: string): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return hash % 360
}
