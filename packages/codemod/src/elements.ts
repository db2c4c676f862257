import { ELEMENT_MAP } from './mappings'

// A tag (`<w3m-button`, `</w3m-button`) or a whole quoted name (`'w3m-button'`).
const W3M_ELEMENT = /(<\/?|['"`])(w3m-[a-z0-9-]+)(?=[\s/>'"`])/g

/**
 * Renames the field's page elements (`<w3m-button>` → `<appkit-button>`) in markup, JSX and
 * quoted names; returns the `w3m-*` elements left as they were because ours has none.
 */
export function renameElements(text: string): { text: string; unmapped: string[] } {
  const unmapped = new Set<string>()
  const renamed = text.replace(W3M_ELEMENT, (match, opener: string, name: string) => {
    const ours = ELEMENT_MAP[name]
    if (ours) return `${opener}${ours}`
    if (opener.startsWith('<')) unmapped.add(name)
    return match
  })
  return { text: renamed, unmapped: [...unmapped] }
}

export function unmappedElementWarnings(names: string[]): string[] {
  return names.map((name) => `<${name}>: no Latchkey element; left as it is (see MIGRATING.md)`)
}
