import {
  type CaipNetwork,
  evmChainId,
  isUnrecognizedChainError,
  isUserRejection,
  latchkeyErrorWith,
  toWalletError,
} from '@latchkey/core'
import { switchChain } from '@wagmi/core'
import { connectorFor } from '../connection/findConnector'
import type { AdapterContext } from './AdapterContext'

export interface SwitchNetworkParameters {
  caipNetwork: CaipNetwork
  connectorId?: string
}

/**
 * SPEC §4 through wagmi's switchChain (wallet_switchEthereumChain, then wallet_addEthereumChain
 * from the app's chain when the wallet lacks it). A failed add is 'Chain is not supported'; a
 * refusal stays the refusal (4001). Without a wallet, wagmi's own chain follows the modal's.
 */
export async function switchNetwork(
  { config }: AdapterContext,
  { caipNetwork, connectorId }: SwitchNetworkParameters,
): Promise<void> {
  const chainId = evmChainId(caipNetwork)
  const connector = connectorFor(config, connectorId)
  try {
    await switchChain(config, { chainId, ...(connector ? { connector } : {}) })
  } catch (error) {
    const wallet = toWalletError(error)
    if (isUserRejection(wallet)) throw wallet
    if (isUnrecognizedChainError(error) || isNamed(error, ADD_FAILURES))
      throw latchkeyErrorWith('CHAIN_NOT_SUPPORTED', { cause: error })
    throw wallet
  }
}

/** wagmi's and viem's names for a chain the wallet could not add or the app did not configure. */
const ADD_FAILURES = ['SwitchChainError', 'ChainNotConfiguredError', 'AddChainError']

function isNamed(error: unknown, names: readonly string[]): boolean {
  for (let level = error; level instanceof Error; level = level.cause)
    if (names.includes(level.name)) return true
  return false
}
