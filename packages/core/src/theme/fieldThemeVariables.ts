/**
 * The field's `--w3m-*` theme variables and ours they set. Those mapped to undefined have no
 * counterpart here: they are told (in development) rather than dropped without a word.
 */
export const FIELD_THEME_VARIABLES: Readonly<Record<string, `--lk-${string}` | undefined>> =
  Object.freeze({
    '--w3m-accent': '--lk-accent',
    '--w3m-font-family': '--lk-font-family',
    '--w3m-font-size-master': '--lk-font-size-master',
    '--w3m-border-radius-master': '--lk-border-radius-master',
    '--w3m-z-index': '--lk-z-index',
    '--w3m-color-mix': undefined,
    '--w3m-color-mix-strength': undefined,
    '--w3m-qr-color': undefined,
  })

/** Our theme variables (`--lk-*`), the only names the modal draws from. */
export const THEME_VARIABLE_NAMES = Object.freeze([
  '--lk-accent',
  '--lk-accent-foreground',
  '--lk-font-family',
  '--lk-font-size-master',
  '--lk-border-radius-master',
  '--lk-z-index',
] as const)

export type ThemeVariableName = (typeof THEME_VARIABLE_NAMES)[number]

export interface TranslatedThemeVariables {
  /** The `--lk-*` variables (the modal's drawing keeps only the names it knows). */
  variables: Partial<Record<`--lk-${string}`, string | number>>
  /** Names the modal cannot use: unknown, or a `--w3m-*` name without a counterpart. */
  unknown: string[]
}

const known = new Set<string>(THEME_VARIABLE_NAMES)

/**
 * The host's variables in our names: a `--w3m-*` name becomes its `--lk-*` one (ours wins when
 * both are given); an undefined value is kept, as it removes the variable.
 */
export function translateThemeVariables(
  variables: Readonly<Record<string, string | number | undefined>>,
): TranslatedThemeVariables {
  const translated: Record<string, string | number | undefined> = {}
  const unknown: string[] = []
  for (const [name, value] of Object.entries(variables)) {
    const target = name.startsWith('--w3m-') ? FIELD_THEME_VARIABLES[name] : name
    if (!target || !known.has(target)) unknown.push(name)
    if (!target?.startsWith('--lk-') || (target !== name && target in variables)) continue
    translated[target] = value
  }
  return { variables: translated as TranslatedThemeVariables['variables'], unknown }
}
