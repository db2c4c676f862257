import { createWebStorage } from '@latchkey/test-fakes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adapterWith, devWalletOn, type SolanaStack, startSolanaStack } from './support/solanaStack'

let stack: SolanaStack

beforeAll(async () => {
  stack = await startSolanaStack()
})
afterAll(async () => {
  await stack?.stop()
})

describe('Wallet Standard discovery', () => {
  it('lists the wallet as an ANNOUNCED connector with its own name and icon', () => {
    const wallet = devWalletOn(stack)
    const { adapter } = adapterWith(stack, wallet)
    const [connector] = adapter.getConnectors()
    expect(connector).toMatchObject({
      id: 'Latchkey Solana Dev Wallet',
      name: 'Latchkey Solana Dev Wallet',
      type: 'ANNOUNCED',
      chain: 'solana',
      installed: true,
    })
    expect(connector?.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    adapter.destroy()
  })

  it('reports a wallet that registers later, and leaves out wallets without Solana', () => {
    const { adapter, registry } = adapterWith(stack, devWalletOn(stack))
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.name)))
    const other = devWalletOn(stack, { name: 'Second Wallet' })
    registry.register(other.wallet)
    registry.register({ ...other.wallet, name: 'EVM only', chains: ['eip155:1'] } as never)
    expect(seen.at(-1)).toEqual(['Latchkey Solana Dev Wallet', 'Second Wallet'])
    adapter.destroy()
  })
})

describe('connect', () => {
  it('connects the first account on the app network', async () => {
    const wallet = devWalletOn(stack)
    const { adapter, connectorId } = adapterWith(stack, wallet)
    const result = await adapter.connect({ connectorId, caipNetwork: stack.network })
    expect(result).toEqual({
      address: stack.chain.accounts[0]?.address,
      caipNetworkId: stack.chain.caip2,
      connectorId,
      accounts: [{ address: stack.chain.accounts[0]?.address, type: 'eoa' }],
    })
    adapter.destroy()
  })

  it('a refusal rejects with 4001 and connects nothing', async () => {
    const wallet = devWalletOn(stack, { mode: 'manual' })
    const { adapter, connectorId } = adapterWith(stack, wallet)
    const connecting = adapter.connect({ connectorId, caipNetwork: stack.network })
    const request = await wallet.approvals.nextPending()
    expect(request.kind).toBe('connect')
    wallet.approvals.reject(request.id)
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(wallet.connected).toBe(false)
    await expect(
      adapter.signMessage({ message: 'hi', address: wallet.selected, connectorId }),
    ).rejects.toThrow('Unknown error')
    adapter.destroy()
  })

  it('an unknown connector id is bad input', async () => {
    const { adapter } = adapterWith(stack, devWalletOn(stack))
    await expect(adapter.connect({ connectorId: 'Nope' })).rejects.toThrow('Unknown error')
    adapter.destroy()
  })
})

describe('reconnect after a reload', () => {
  it('restores silently from the wallet grant, and not after a disconnect', async () => {
    const storage = createWebStorage()
    const first = devWalletOn(stack, { persist: storage, mode: 'manual' })
    const page1 = adapterWith(stack, first)
    const connecting = page1.adapter.connect({ connectorId: page1.connectorId })
    first.approvals.approveNext()
    await connecting
    page1.adapter.destroy()

    // A reload: a new wallet object over the same storage, a new adapter; nothing prompts.
    const second = devWalletOn(stack, { persist: storage, mode: 'manual' })
    const page2 = adapterWith(stack, second)
    const restored = await page2.adapter.syncConnection({
      connectorId: page2.connectorId,
      caipNetwork: stack.network,
    })
    expect(second.approvals.pending).toEqual([])
    expect(restored?.address).toBe(stack.chain.accounts[0]?.address)
    await page2.adapter.disconnect({ connectorId: page2.connectorId })

    const third = devWalletOn(stack, { persist: storage, mode: 'manual' })
    const page3 = adapterWith(stack, third)
    expect(await page3.adapter.syncConnection({ connectorId: page3.connectorId })).toBeUndefined()
    for (const page of [page2, page3]) page.adapter.destroy()
  })

  it('answers undefined when the remembered wallet never registers', async () => {
    const { adapter } = adapterWith(stack, devWalletOn(stack), { discoveryTimeoutMs: 50 })
    expect(await adapter.syncConnection({ connectorId: 'Gone Wallet' })).toBeUndefined()
    adapter.destroy()
  })
})

describe('changes in the wallet', () => {
  it('reports an account switched in the wallet, then the site disconnected by it', async () => {
    const wallet = devWalletOn(stack)
    const { adapter, connectorId } = adapterWith(stack, wallet)
    await adapter.connect({ connectorId, caipNetwork: stack.network })
    const events: unknown[] = []
    adapter.on('accountsChanged', (payload) => events.push(['accounts', payload]))
    adapter.on('disconnect', (payload) => events.push(['disconnect', payload]))
    const second = stack.chain.accounts[1]?.address as string
    wallet.selectAccount(second)
    wallet.revoke()
    expect(events).toEqual([
      ['accounts', { address: second, accounts: [{ address: second, type: 'eoa' }], connectorId }],
      ['disconnect', { connectorId }],
    ])
    adapter.destroy()
  })

  it('a disconnect from the app is not echoed back as the wallet’s', async () => {
    const wallet = devWalletOn(stack)
    const { adapter, connectorId } = adapterWith(stack, wallet)
    await adapter.connect({ connectorId })
    const events: unknown[] = []
    adapter.on('disconnect', (payload) => events.push(payload))
    await adapter.disconnect({ connectorId })
    expect(events).toEqual([])
    expect(wallet.connected).toBe(false)
    adapter.destroy()
  })
})
