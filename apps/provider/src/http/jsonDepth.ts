/**
 * Whether a parsed JSON value nests arrays and objects deeper than `maxDepth`. Walks without
 * recursion: the value may be deep enough to overflow JSON.stringify's stack.
 */
export function nestedDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  while (stack.length > 0) {
    const item = stack.pop()!
    if (typeof item.value !== 'object' || item.value === null) continue
    if (item.depth >= maxDepth) return true
    for (const child of Object.values(item.value))
      stack.push({ value: child, depth: item.depth + 1 })
  }
  return false
}
