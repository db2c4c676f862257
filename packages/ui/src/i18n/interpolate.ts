export type Params = Record<string, string | number>

/**
 * Replaces `{name}` with params.name; unknown placeholders stay visible so they get noticed.
 * A number goes through `formatNumber` (the locale's digits and grouping) when one is given.
 */
export function interpolate(
  template: string,
  params: Params = {},
  formatNumber?: (value: number) => string,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(params, name)) return placeholder
    const value = params[name]
    return typeof value === 'number' && formatNumber ? formatNumber(value) : String(value)
  })
}
