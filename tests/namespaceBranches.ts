/**
 * DESIGN.md: a namespace is one adapter plus one profile, so nothing above the adapters names a
 * namespace to branch on it. Finds comparisons with a namespace's name, namespace-keyed lookups
 * of a literal name (`adapters.get('eip155')`, `getAccount('solana')`), lists of namespaces that
 * stand for what they can do (`CONSTANTS.NAME_NAMESPACES.includes(…)`, `['eip155', 'solana']`:
 * ask `namespaceProfile(namespace)`), and an EVM address cut by its 0x (`address.slice(2)`: the
 * profile's `addressBody`). The list of every namespace (`CHAIN_NAMESPACES`) is no branch.
 */
const NAMESPACE = `'(eip155|solana|polkadot|bip122)'`
const patterns = [
  new RegExp(`[!=]==?\\s*${NAMESPACE}`),
  // A comparison with a CAIP id built from a namespace's name: === `eip155:${id}`.
  /[!=]==?\s*`(eip155|solana|polkadot|bip122):/,
  new RegExp(`${NAMESPACE}\\s*[!=]==?`),
  new RegExp(`case\\s+${NAMESPACE}\\s*:`),
  new RegExp(`\\.(get|getAccount|getChain|isConnected)\\(\\s*${NAMESPACE}\\s*\\)`),
  /\b(?!CHAIN_NAMESPACES\b)[A-Z][A-Z_]*_NAMESPACES\b/,
  new RegExp(`[[(]\\s*${NAMESPACE}\\s*,\\s*${NAMESPACE}`),
  new RegExp(`Set\\(\\s*\\[\\s*${NAMESPACE}`),
  new RegExp(`\\[\\s*${NAMESPACE}[^\\]]*\\]\\s*\\.(includes|indexOf|some)\\(`),
  /address\w*\.slice\(2\)/i,
]

/** The packages above the adapters, whose sources must not branch on a namespace. */
export const NAMESPACE_NEUTRAL_PACKAGES = ['controllers', 'ui', 'react', 'walletconnect']

export function findNamespaceBranches(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .filter(({ line }) => patterns.some((pattern) => pattern.test(line)))
      .map(({ line, number }) => `${path}:${number}: ${line.trim()}`),
  )
}
