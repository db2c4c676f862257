import { encode } from 'uqr'

export interface QrMatrix {
  size: number
  /** dark[y][x] is true for a dark module. */
  dark: boolean[][]
}

/**
 * The QR matrix of a text at error-correction level H (30% recoverable), which is what lets a
 * centre icon hide a few modules without breaking the scan.
 */
export function qrMatrix(text: string): QrMatrix {
  const { data, size } = encode(text, { ecc: 'H', border: 0 })
  return { size, dark: data }
}

/** How many modules across the centre icon may cover: about a fifth, well inside level H. */
export function iconModules(size: number): number {
  const span = Math.floor(size * 0.22)
  // Odd spans stay centred on the middle module.
  return span % 2 === size % 2 ? span : span - 1
}

/** One SVG path of all dark modules, runs merged, skipping a centre square of `hole` modules. */
export function qrPath({ size, dark }: QrMatrix, hole = 0): string {
  const start = Math.floor((size - hole) / 2)
  const inHole = (x: number, y: number) =>
    hole > 0 && x >= start && x < start + hole && y >= start && y < start + hole
  const parts: string[] = []
  for (let y = 0; y < size; y++) {
    let x = 0
    while (x < size) {
      if (!dark[y]?.[x] || inHole(x, y)) {
        x++
        continue
      }
      const from = x
      while (x < size && dark[y]?.[x] && !inHole(x, y)) x++
      parts.push(`M${from} ${y}h${x - from}v1h-${x - from}z`)
    }
  }
  return parts.join('')
}
