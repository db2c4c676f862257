/** Radii and font sizes are multiples of one master value, so a host scales them all at once. */
export const RADIUS_SCALE = { modal: 6, item: 4, control: 3, small: 2 } as const
export const FONT_SIZE_SCALE = { small: 1.2, body: 1.4, title: 1.6, large: 2.4 } as const

export const DEFAULT_RADIUS_MASTER_PX = 4
export const DEFAULT_FONT_SIZE_MASTER_PX = 10

type Scale<K extends string> = Readonly<Record<K, number>>

/** `{ modal: '24px', … }` for a master in px, or `calc(master * n)` for any other CSS length. */
export function scaleFrom<K extends string>(master: string | number, scale: Scale<K>) {
  const px = typeof master === 'number' ? master : pxValue(master)
  const entries = Object.entries(scale) as [K, number][]
  return Object.fromEntries(
    entries.map(([key, factor]) => [
      key,
      px === undefined ? `calc(${master} * ${factor})` : `${round(px * factor)}px`,
    ]),
  ) as Record<K, string>
}

function pxValue(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(value)
  return match ? Number(match[1]) : undefined
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}
