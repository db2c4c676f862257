import { bip122Backend } from './bip122/bip122Backend'
import { eip155Backend } from './eip155/eip155Backend'
import type { NamespaceBackend } from './ServedChain'
import { solanaBackend } from './solana/solanaBackend'

/** The one place a namespace is registered: its backend serves every configured chain of it. */
export const NAMESPACE_BACKENDS: ReadonlyMap<string, NamespaceBackend> = new Map(
  [eip155Backend, solanaBackend, bip122Backend].map((backend) => [backend.namespace, backend]),
)

/** The backend of a CAIP-2 id's namespace, or undefined when this provider has none. */
export const backendOf = (caipNetworkId: string): NamespaceBackend | undefined =>
  NAMESPACE_BACKENDS.get(caipNetworkId.split(':')[0] as string)
