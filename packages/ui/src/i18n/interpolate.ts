export type Params = Record<string, string | number>

/** Replaces `{name}` with params.name; unknown placeholders stay visible so they get noticed. */
export function interpolate(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}
