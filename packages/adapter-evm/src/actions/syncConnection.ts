import type { AdapterConnection, AdapterSyncParams } from '@latchkey/adapter-kit'
import { throwWalletError } from '@latchkey/core'
import { loadViemRuntime } from '../clients/loadViemRuntime'
import type { EvmConnector } from '../connectors/EvmConnector'
import { reportedAccountType, withAccountType } from '../session/reportedAccountType'
import type { AdapterContext } from './AdapterContext'

export type SyncConnectionParameters = AdapterSyncParams
export type SyncConnectionReturnType = AdapterConnection | undefined

/**
 * Restores a remembered connection after a reload with eth_accounts, which never prompts.
 * Undefined when the wallet is gone, locked, or no longer grants this site an account.
 */
export async function syncConnection(
  context: AdapterContext,
  { connectorId }: SyncConnectionParameters,
): Promise<SyncConnectionReturnType> {
  const connector = await waitForConnector(context, connectorId)
  if (!connector) return undefined
  try {
    const provider = await connector.getProvider()
    const { walletClientFor, toAccountEntries } = await loadViemRuntime()
    const client = walletClientFor(provider)
    const accountType = reportedAccountType(provider)
    const accounts = withAccountType(toAccountEntries(await client.getAddresses()), accountType)
    const [first] = accounts
    if (!first) return undefined
    const chainId = await client.getChainId()
    context.session.activate({ connector, provider }, toAccountEntries)
    const wallet = await connector.peerWallet?.().catch(() => undefined)
    return {
      address: first.address,
      caipNetworkId: `eip155:${chainId}`,
      connectorId,
      accounts,
      ...(accountType ? { preferredAccountType: accountType } : {}),
      ...(wallet ? { wallet } : {}),
    }
  } catch (error) {
    throwWalletError(error)
  }
}

/** Announced wallets may answer discovery a moment after start-up: wait for this one a while. */
function waitForConnector(
  context: AdapterContext,
  connectorId: string,
): Promise<EvmConnector | undefined> {
  const { registry, clock, discoveryTimeoutMs } = context
  registry.start()
  const known = registry.get(connectorId)
  if (known || discoveryTimeoutMs <= 0) return Promise.resolve(known)
  return new Promise((resolve) => {
    const finish = (connector: EvmConnector | undefined) => {
      unsubscribe()
      clock.clearTimeout(timer)
      resolve(connector)
    }
    const unsubscribe = registry.subscribe((connectors) => {
      const found = connectors.find((connector) => connector.id === connectorId)
      if (found) finish(found)
    })
    const timer = clock.setTimeout(() => finish(undefined), discoveryTimeoutMs)
  })
}
