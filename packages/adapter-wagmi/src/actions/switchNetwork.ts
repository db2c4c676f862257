import {
  type CaipNetwork,
  evmChainId,
  isUnrecognizedChainError,
  isUserRejection,
  latchkeyErrorWith,
  switchFailureNeedsChainAdded,
  toWalletError,
} from '@latchkey/core'
import { type Connector, switchChain } from '@wagmi/core'
import { connectorFor } from '../connection/findConnector'
import type { AdapterContext } from './AdapterContext'

export interface SwitchNetworkParameters {
  caipNetwork: CaipNetwork
  connectorId?: string
}

/**
 * SPEC §4 through wagmi's switchChain (wallet_switchEthereumChain, then wallet_addEthereumChain
 * from the app's chain when the wallet lacks it). wagmi adds only after a 4902; a wallet that
 * says so otherwise (core's switchFailureNeedsChainAdded) gets the add from here. A failed add is
 * 'Chain is not supported'; a refusal stays the refusal (4001). Without a wallet, wagmi's own
 * chain follows the modal's.
 */
export async function switchNetwork(
  { config }: AdapterContext,
  { caipNetwork, connectorId }: SwitchNetworkParameters,
): Promise<void> {
  const chainId = evmChainId(caipNetwork)
  const connector = connectorFor(config, connectorId)
  const parameters = { chainId, ...(connector ? { connector } : {}) }
  try {
    await switchChain(config, parameters)
  } catch (error) {
    const answer = walletAnswerWagmiKept(error)
    if (!connector || answer === undefined || !switchFailureNeedsChainAdded(answer))
      throw switchFailure(error)
    try {
      await addChain(connector, caipNetwork)
      await switchChain(config, parameters)
    } catch (addError) {
      throw switchFailure(addError, true)
    }
  }
}

function switchFailure(error: unknown, adding = false): unknown {
  const wallet = toWalletError(error)
  if (isUserRejection(wallet)) return wallet
  if (adding || isUnrecognizedChainError(error) || isNamed(error, ADD_FAILURES))
    return latchkeyErrorWith('CHAIN_NOT_SUPPORTED', { cause: error })
  return wallet
}

/**
 * The wallet's own answer when wagmi gave up without adding: its SwitchChainError wraps it as
 * the cause (wagmi adds, and never wraps so, after a 4902; ChainNotConfiguredError is the app's).
 */
function walletAnswerWagmiKept(error: unknown): unknown {
  if (!(error instanceof Error) || error.name !== 'SwitchChainError') return undefined
  const cause = error.cause
  if (cause instanceof Error && cause.name === 'ChainNotConfiguredError') return undefined
  const code = (cause as { code?: unknown } | undefined)?.code
  const nested = (cause as { data?: { originalError?: { code?: unknown } } } | undefined)?.data
  if (code === 4902 || nested?.originalError?.code === 4902) return undefined
  return cause
}

/** EIP-3085's wallet_addEthereumChain from the network's own fields. */
async function addChain(connector: Connector, caipNetwork: CaipNetwork): Promise<void> {
  const provider = (await connector.getProvider()) as {
    request(args: { method: string; params: unknown[] }): Promise<unknown>
  }
  const rpcUrls = caipNetwork.rpcUrls.chainDefault?.http ?? caipNetwork.rpcUrls.default.http
  const explorer = caipNetwork.blockExplorers?.default?.url
  await provider.request({
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId: `0x${evmChainId(caipNetwork).toString(16)}`,
        chainName: caipNetwork.name,
        nativeCurrency: caipNetwork.nativeCurrency,
        rpcUrls: [...rpcUrls],
        ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
      },
    ],
  })
}

/** wagmi's and viem's names for a chain the wallet could not add or the app did not configure. */
const ADD_FAILURES = ['SwitchChainError', 'ChainNotConfiguredError', 'AddChainError']

function isNamed(error: unknown, names: readonly string[]): boolean {
  for (let level = error; level instanceof Error; level = level.cause)
    if (names.includes(level.name)) return true
  return false
}
