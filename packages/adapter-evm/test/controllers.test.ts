import { buildAppKitCore } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import { createMemoryStorage, type KeyValueStorage } from '@latchkey/core'
import type { DevWalletProvider } from '@latchkey/dev-wallet'
import { formatEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adapterWith,
  chainReader,
  devWalletOn,
  type LocalStack,
  startLocalStack,
} from './support/localStack'

// The real controllers drive the adapter: the contract seen from the other side.
let stack: LocalStack

beforeAll(async () => {
  stack = await startLocalStack([31337, 31338])
})
afterAll(() => stack?.stop())

const quiet = { error: () => {}, warn: () => {} }

function coreOver(wallet: DevWalletProvider, storage: KeyValueStorage) {
  const { adapter, connectorId } = adapterWith(wallet)
  // No apiUrl or analyticsUrl: the controllers make no HTTP call, only the adapter's RPC reads.
  const core = buildAppKitCore({
    adapters: [adapter],
    networks: [...stack.networks],
    storage,
    logger: quiet,
    environment: {
      isMobile: false,
      isTelegram: false,
      os: 'linux',
      url: 'http://127.0.0.1/',
      domain: '127.0.0.1',
    },
  })
  return { core, ctx: core.controllers, connectorId }
}

describe('evmAdapter under the controllers', () => {
  it('connects, shows the balance, follows the wallet and restores after a reload', async () => {
    const wallet = devWalletOn(stack.chains)
    const storage = createMemoryStorage()
    const [alice, bob] = stack.chains[0]!.accounts.map((account) => account.address)
    const first = coreOver(wallet, storage)
    await first.core.ready
    expect(Connectors.state(first.ctx).connectors.map((c) => c.id)).toContain(first.connectorId)

    await Connection.connect(first.ctx, { connectorId: first.connectorId, namespace: 'eip155' })
    expect(Connection.state(first.ctx).status).toBe('connected')
    expect(Chain.getAccount(first.ctx, 'eip155')?.address).toBe(alice)
    await expect
      .poll(() => Chain.getAccount(first.ctx, 'eip155')?.balance)
      .toBe(formatEther(await chainReader(stack.chains[0]!).getBalance({ address: alice! })))

    await first.core.switchNetwork(stack.networks[1]!)
    expect(wallet.getState().chainId).toBe(31338)
    expect(Chain.state(first.ctx).activeCaipNetwork?.id).toBe(31338)

    wallet.selectAccount(bob!)
    expect(Chain.getAccount(first.ctx, 'eip155')?.address).toBe(bob)
    first.core.destroy()

    // Reload: same storage, same wallet, a new core and adapter; no prompt is answered.
    wallet.approvals.setMode('manual')
    const second = coreOver(wallet, storage)
    await second.core.ready
    expect(wallet.approvals.pending).toHaveLength(0)
    expect(Connection.state(second.ctx).status).toBe('connected')
    expect(Chain.getAccount(second.ctx, 'eip155')?.address).toBe(bob)
    second.core.destroy()
  })
})
