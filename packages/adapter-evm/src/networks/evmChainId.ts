import type { CaipNetwork } from '@latchkey/core'
import { latchkeyError } from '@latchkey/core'

/** The numeric chain id of an eip155 network; other namespaces are not this adapter's. */
export function evmChainId(caipNetwork: CaipNetwork): number {
  if (caipNetwork?.chainNamespace !== 'eip155') throw latchkeyError('UNSUPPORTED_CHAIN')
  const id = typeof caipNetwork.id === 'string' ? Number(caipNetwork.id) : caipNetwork.id
  if (!Number.isSafeInteger(id) || id <= 0) throw latchkeyError('INVALID_CHAIN_ID')
  return id
}
