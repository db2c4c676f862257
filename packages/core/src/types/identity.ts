/** SPEC §3 identity of an address. */
export interface Identity {
  name: string | null
  avatar: string | null
}

/** SPEC §3 name suggestion. */
export interface NameSuggestion {
  name: string
  registered?: boolean
}

/** A name record of the name service. */
export interface NameRecord {
  name: string
  registered?: number
  updated?: number
  addresses: Record<string, { address: string; created?: string }>
  attributes: Record<string, string>[]
}
