// Small helpers the bench scripts share: a plain-text table, sizes, and order statistics.

/**
 * Prints a title and an aligned table; the first column is left-aligned, the rest right. A row
 * that is null prints as a rule.
 */
export function printTable(title, header, rows, notes = []) {
  const cells = [header, ...rows].map((row) => row?.map((cell) => String(cell ?? '')))
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row?.[i]?.length ?? 0)))
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  const rule = widths.map((w) => '-'.repeat(w)).join('  ')
  console.log(`\n${title}\n`)
  console.log(line(cells[0]))
  console.log(rule)
  for (const row of cells.slice(1)) console.log(row ? line(row) : rule)
  for (const note of notes) console.log(note)
  console.log('')
}

/** Bytes as KB (1024) with one decimal. */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`
}

/** Milliseconds with two decimals. */
export function ms(value) {
  return value === undefined || Number.isNaN(value) ? 'n/a' : `${value.toFixed(2)} ms`
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

/** min, median, p95 and max of a list of numbers. */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    n: sorted.length,
    min: sorted[0],
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1],
  }
}
