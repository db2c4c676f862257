import {
  type CaipNetwork,
  evmChainId,
  isUserRejection,
  latchkeyErrorWith,
  switchFailureNeedsChainAdded,
  throwWalletError,
  toWalletError,
} from '@latchkey/core'
import type { WalletClient } from 'viem'
import { loadWalletClient } from '../clients/loadWalletClient'
import { toViemChain } from '../networks/toViemChain'
import type { AdapterContext } from './AdapterContext'
import { resolveProvider } from './resolveProvider'

export interface SwitchNetworkParameters {
  caipNetwork: CaipNetwork
  connectorId?: string
}

/**
 * SPEC §4: wallet_switchEthereumChain; when the wallet does not know the chain (in any of the
 * ways wallets say so: switchFailureNeedsChainAdded), it is added with wallet_addEthereumChain (name, RPC URLs, native currency, explorer). A failed add is
 * 'Chain is not supported'; a user's refusal at either step is passed on as the refusal (4001).
 * Without a connected wallet there is nothing to switch: the controllers keep the choice.
 */
export async function switchNetwork(
  context: AdapterContext,
  { caipNetwork, connectorId }: SwitchNetworkParameters,
): Promise<void> {
  const id = evmChainId(caipNetwork)
  if (!context.session.current() && connectorId === undefined) return
  const client = await loadWalletClient(await resolveProvider(context, connectorId))
  try {
    await client.switchChain({ id })
    return
  } catch (error) {
    if (!switchFailureNeedsChainAdded(error)) throwWalletError(error)
  }
  await addChain(client, caipNetwork, context)
  // EIP-3085 lets a wallet add without switching: ask again when it stayed where it was.
  try {
    if ((await client.getChainId()) !== id) await client.switchChain({ id })
  } catch (error) {
    throw chainNotSupported(error)
  }
}

async function addChain(
  client: WalletClient,
  caipNetwork: CaipNetwork,
  context: AdapterContext,
): Promise<void> {
  try {
    await client.addChain({ chain: toViemChain(caipNetwork, walletRpcUrls(caipNetwork, context)) })
  } catch (error) {
    throw chainNotSupported(error)
  }
}

/** The network's own URLs for the wallet; the app's RPC only when the network has none. */
function walletRpcUrls(caipNetwork: CaipNetwork, context: AdapterContext): readonly string[] {
  const own = caipNetwork.rpcUrls.chainDefault?.http ?? caipNetwork.rpcUrls.default.http
  return own.length > 0 ? own : context.publicClients.rpcUrls(caipNetwork)
}

function chainNotSupported(error: unknown): unknown {
  if (isUserRejection(error)) return toWalletError(error)
  return latchkeyErrorWith('CHAIN_NOT_SUPPORTED', { cause: error })
}
