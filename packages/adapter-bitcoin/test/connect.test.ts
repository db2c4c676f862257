import { createWalletRegistry, createWebStorage } from '@latchkey/test-fakes'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adapterWith,
  type BitcoinStack,
  devWalletOn,
  startBitcoinStack,
} from './support/bitcoinStack'

let stack: BitcoinStack

beforeAll(async () => {
  stack = await startBitcoinStack()
})
afterAll(async () => {
  await stack?.stop()
})

describe('Wallet Standard discovery', () => {
  it('lists a wallet with the bitcoin features as an ANNOUNCED bip122 connector', () => {
    const { adapter } = adapterWith(stack, devWalletOn(stack))
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: 'Latchkey Bitcoin Dev Wallet',
        name: 'Latchkey Bitcoin Dev Wallet',
        type: 'ANNOUNCED',
        chain: 'bip122',
        installed: true,
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      }),
    ])
    adapter.destroy()
  })

  it('reports a wallet that registers later, and leaves out wallets without Bitcoin', () => {
    const registry = createWalletRegistry<Wallet>()
    const { adapter } = adapterWith(stack, devWalletOn(stack), { wallets: registry })
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.name)))
    const other = devWalletOn(stack, { name: 'Second Wallet' })
    registry.register(other.wallet)
    registry.register({ ...other.wallet, name: 'Solana only', chains: ['solana:devnet'] } as never)
    expect(seen.at(-1)).toEqual(['Second Wallet'])
    adapter.destroy()
  })
})

describe('connect (SPEC §3: the payment address by default)', () => {
  it('connects the payment address and lists the ordinals one beside it', async () => {
    const wallet = devWalletOn(stack)
    const { adapter, connectorId } = adapterWith(stack, wallet)
    const [payment, ordinals] = [stack.chain.devKeys[0], stack.chain.devKeys[5]]
    const connection = await adapter.connect({ connectorId, caipNetwork: stack.network })
    expect(connection).toEqual({
      address: payment?.address,
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      connectorId,
      accounts: [
        { address: payment?.address, type: 'payment', publicKey: payment?.publicKey },
        { address: ordinals?.address, type: 'ordinal', publicKey: ordinals?.xOnlyPublicKey },
      ],
    })
    adapter.destroy()
  })

  it('switches to the ordinals address and back on request, telling the core', async () => {
    const { adapter, connectorId } = adapterWith(stack, devWalletOn(stack))
    await adapter.connect({ connectorId, caipNetwork: stack.network })
    const seen: string[] = []
    adapter.on('accountsChanged', ({ address }) => seen.push(address))
    await adapter.setPreferredAccountType?.({ type: 'ordinal' })
    await adapter.setPreferredAccountType?.({ type: 'payment' })
    expect(seen).toEqual([stack.chain.devKeys[5]?.address, stack.chain.devKeys[0]?.address])
    await expect(adapter.setPreferredAccountType?.({ type: 'smartAccount' })).rejects.toThrow(
      'Unknown error',
    )
    adapter.destroy()
  })

  it('a refused connect is the wallet code 4001 and connects nothing', async () => {
    const wallet = devWalletOn(stack, { mode: 'manual' })
    const { adapter, connectorId } = adapterWith(stack, wallet)
    const connecting = adapter.connect({ connectorId, caipNetwork: stack.network })
    wallet.approvals.reject((await wallet.approvals.nextPending()).id)
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(wallet.connected).toBe(false)
    await expect(adapter.signMessage({ message: 'x', address: 'bcrt1qx' })).rejects.toThrow(
      'Unknown error',
    )
    adapter.destroy()
  })

  it('restores a granted connection after a reload without asking, and not after a disconnect', async () => {
    const persist = createWebStorage()
    const first = devWalletOn(stack, { persist })
    const page1 = adapterWith(stack, first)
    await page1.adapter.connect({ connectorId: page1.connectorId, caipNetwork: stack.network })
    page1.adapter.destroy()

    const again = devWalletOn(stack, { persist, mode: 'manual' })
    const page2 = adapterWith(stack, again)
    const restored = await page2.adapter.syncConnection({
      connectorId: page2.connectorId,
      caipNetwork: stack.network,
    })
    expect(restored?.address).toBe(stack.chain.devKeys[0]?.address)
    expect(again.approvals.pending).toEqual([])
    await page2.adapter.disconnect({ connectorId: page2.connectorId })

    const page3 = adapterWith(stack, devWalletOn(stack, { persist }))
    const none = await page3.adapter.syncConnection({
      connectorId: page3.connectorId,
      caipNetwork: stack.network,
    })
    expect(none).toBeUndefined()
    for (const page of [page2, page3]) page.adapter.destroy()
  })

  it("forwards the wallet's own account change and its withdrawn grant", async () => {
    const wallet = devWalletOn(stack)
    const { adapter, connectorId } = adapterWith(stack, wallet)
    await adapter.connect({ connectorId, caipNetwork: stack.network })
    const events: unknown[] = []
    adapter.on('accountsChanged', ({ address }) => events.push(address))
    adapter.on('disconnect', () => events.push('disconnect'))
    wallet.selectAccount(stack.chain.devKeys[1]?.address as string)
    wallet.revoke()
    expect(events).toEqual([stack.chain.devKeys[1]?.address, 'disconnect'])
    adapter.destroy()
  })
})

describe('balance', () => {
  it('reads the payment address balance from the Esplora API (50 BTC coinbase)', async () => {
    const { adapter } = adapterWith(stack, devWalletOn(stack))
    const balance = await adapter.getBalance({
      address: stack.chain.devKeys[2]?.address as string,
      caipNetwork: stack.network,
    })
    expect(balance).toEqual({ balance: '50', symbol: 'BTC' })
    await expect(
      adapter.getBalance({ address: 'not-an-address', caipNetwork: stack.network }),
    ).rejects.toThrow('Unknown error')
    adapter.destroy()
  })
})
