import { startupError } from '../errors/LatchkeyError'
import type { CaipNetwork } from '../types'

/** The numeric chain id of an eip155 network; other namespaces are not an EVM adapter's. */
export function evmChainId(caipNetwork: CaipNetwork): number {
  if (caipNetwork?.chainNamespace !== 'eip155') throw startupError('UNSUPPORTED_CHAIN')
  const id = typeof caipNetwork.id === 'string' ? Number(caipNetwork.id) : caipNetwork.id
  if (!Number.isSafeInteger(id) || id <= 0) throw startupError('INVALID_CHAIN_ID')
  return id
}
