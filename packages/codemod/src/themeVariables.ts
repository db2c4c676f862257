import { FIELD_THEME_VARIABLES } from '@latchkey/core'

const W3M_NAME = /--w3m-[a-z0-9-]+/g

/**
 * Replaces every mapped `--w3m-*` name in a text (a string literal, a stylesheet) with ours;
 * returns the names left as they were because they have no counterpart.
 */
export function renameThemeVariables(text: string): { text: string; unmapped: string[] } {
  const unmapped = new Set<string>()
  const renamed = text.replace(W3M_NAME, (name) => {
    const ours = FIELD_THEME_VARIABLES[name]
    if (!ours) unmapped.add(name)
    return ours ?? name
  })
  return { text: renamed, unmapped: [...unmapped] }
}
