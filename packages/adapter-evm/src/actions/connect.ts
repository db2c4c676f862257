import type { AdapterConnection, AdapterConnectParams } from '@latchkey/adapter-kit'
import { evmChainId, latchkeyError, throwWalletError } from '@latchkey/core'
import { loadViemRuntime } from '../clients/loadViemRuntime'
import { reportedAccountType, withAccountType } from '../session/reportedAccountType'
import type { AdapterContext } from './AdapterContext'
import { findConnector } from './resolveProvider'

export type ConnectParameters = AdapterConnectParams
export type ConnectReturnType = AdapterConnection

/**
 * Asks the wallet for its accounts (eth_requestAccounts, which prompts) and its chain. Only a
 * successful answer makes the connection current, so a refusal leaves everything as it was.
 */
export async function connect(
  context: AdapterContext,
  { connectorId, caipNetwork, onUri }: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector = findConnector(context, connectorId)
  const chainId = caipNetwork ? evmChainId(caipNetwork) : undefined
  try {
    await connector.open?.({ ...(onUri ? { onUri } : {}), ...(chainId ? { chainId } : {}) })
    const provider = await connector.getProvider()
    const { walletClientFor, toAccountEntries } = await loadViemRuntime()
    const client = walletClientFor(provider)
    const accountType = reportedAccountType(provider)
    const accounts = withAccountType(toAccountEntries(await client.requestAddresses()), accountType)
    const [first] = accounts
    // A wallet that approves with no account gave nothing to connect to.
    if (!first) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
    const walletChainId = await client.getChainId()
    context.session.activate({ connector, provider }, toAccountEntries)
    const wallet = await connector.peerWallet?.().catch(() => undefined)
    return {
      address: first.address,
      caipNetworkId: `eip155:${walletChainId}`,
      connectorId,
      accounts,
      ...(accountType ? { preferredAccountType: accountType } : {}),
      ...(wallet ? { wallet } : {}),
    }
  } catch (error) {
    throwWalletError(error)
  }
}
