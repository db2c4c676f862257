/**
 * Lines changed from `before` to `after` as a reviewer counts them: each run of differing lines
 * counts as many as its longer side (a line edited counts once, one added or removed once).
 */
export function changedLines(before: string, after: string): number {
  const a = before.split('\n')
  const b = after.split('\n')
  // Longest common subsequence table, from the ends.
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] =
        a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  let changed = 0
  let removed = 0
  let added = 0
  const flush = () => {
    changed += Math.max(removed, added)
    removed = 0
    added = 0
  }
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush()
      i++
      j++
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      added++
      j++
    } else {
      removed++
      i++
    }
  }
  flush()
  return changed
}
