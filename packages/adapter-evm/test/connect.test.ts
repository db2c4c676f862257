import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import { createManualClock, isLatchkeyError, isUserRejection, WalletRpcError } from '@latchkey/core'
import { announceDevWallet } from '@latchkey/dev-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evmAdapter } from '../src/evmAdapter'
import { adapterWith, devWalletOn, type LocalStack, startLocalStack } from './support/localStack'

let stack: LocalStack

beforeAll(async () => {
  stack = await startLocalStack([31337])
})
afterAll(() => stack?.stop())

function accounts(): `0x${string}`[] {
  return (stack.chains[0]?.accounts ?? []).map((account) => account.address)
}

describe('connect', () => {
  it('connects the announced dev wallet with eth_requestAccounts and eth_chainId', async () => {
    const wallet = devWalletOn(stack.chains)
    const { adapter, connectorId } = adapterWith(wallet)
    const connection = await adapter.connect({ connectorId, caipNetwork: stack.networks[0] })
    expect(connection).toEqual({
      address: accounts()[0],
      caipNetworkId: 'eip155:31337',
      connectorId,
      accounts: [
        { address: accounts()[0], type: 'eoa' },
        { address: accounts()[1], type: 'eoa' },
      ],
    })
    expect(wallet.getState().connected).toBe(true)
  })

  it('passes a refusal on as 4001 and stays disconnected', async () => {
    const wallet = devWalletOn(stack.chains, { mode: 'manual' })
    const { adapter, connectorId } = adapterWith(wallet)
    const connecting = adapter.connect({ connectorId })
    const request = await wallet.approvals.nextPending()
    expect(request.kind).toBe('connect')
    wallet.approvals.reject(request.id)
    const error = await connecting.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect((error as WalletRpcError).code).toBe(4001)
    expect(isUserRejection(error)).toBe(true)
    expect(wallet.getState().connected).toBe(false)
    // Nothing became current: a signature has no wallet to go to.
    const signing = await adapter
      .signMessage({ message: 'hi', address: accounts()[0]! })
      .catch((e: unknown) => e)
    expect(isLatchkeyError(signing, 'NO_ACTIVE_CAIP_ADDRESS')).toBe(true)
    expect(wallet.approvals.pending).toHaveLength(0)
  })

  it('refuses an unknown connector id without asking any wallet', async () => {
    const wallet = devWalletOn(stack.chains, { mode: 'manual' })
    const { adapter } = adapterWith(wallet)
    const error = await adapter.connect({ connectorId: 'no.such.wallet' }).catch((e) => e)
    expect(isLatchkeyError(error, 'UNKNOWN_ERROR')).toBe(true)
    expect(error.details).toMatchObject({ field: 'connectorId', value: 'no.such.wallet' })
    expect(wallet.approvals.pending).toHaveLength(0)
  })
})

describe('reconnect after a reload', () => {
  it('restores the session in a new adapter without prompting', async () => {
    const wallet = devWalletOn(stack.chains, { mode: 'manual' })
    const first = adapterWith(wallet)
    const connecting = first.adapter.connect({ connectorId: first.connectorId })
    wallet.approvals.approve((await wallet.approvals.nextPending()).id)
    await connecting
    first.adapter.destroy()

    // The "reloaded page": a new window, a new announcement, a new adapter over the same wallet.
    const second = adapterWith(wallet)
    const restored = await second.adapter.syncConnection({ connectorId: second.connectorId })
    expect(restored).toMatchObject({ address: accounts()[0], caipNetworkId: 'eip155:31337' })
    expect(wallet.approvals.pending).toHaveLength(0)
    const { signature } = await signWithApproval(second.adapter, wallet)
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('answers undefined when the wallet no longer grants an account', async () => {
    const wallet = devWalletOn(stack.chains, { mode: 'manual' })
    const { adapter, connectorId } = adapterWith(wallet)
    expect(await adapter.syncConnection({ connectorId })).toBeUndefined()
    expect(wallet.approvals.pending).toHaveLength(0)
  })

  it('waits for a late announcement, then gives up after discoveryTimeoutMs', async () => {
    const wallet = devWalletOn(stack.chains)
    await adapterWith(wallet).adapter.connect({ connectorId: wallet.info.rdns })
    const clock = createManualClock()
    const target = new EventTarget()
    const adapter = evmAdapter({ window: target, clock, discoveryTimeoutMs: 1_000 })
    const restoring = adapter.syncConnection({ connectorId: wallet.info.rdns })
    const missing = adapter.syncConnection({ connectorId: 'gone.wallet' })
    let gaveUp = false
    void missing.then(() => {
      gaveUp = true
    })
    clock.advance(999)
    announceDevWallet(wallet, undefined, target)
    expect(await restoring).toMatchObject({ address: accounts()[0] })
    expect(gaveUp).toBe(false)
    clock.advance(1)
    expect(await missing).toBeUndefined()
  })
})

describe('wallet events', () => {
  it('forwards accountsChanged, and disconnect when the wallet revokes', async () => {
    const wallet = devWalletOn(stack.chains)
    const { adapter, connectorId } = adapterWith(wallet)
    const seen = record(adapter)
    await adapter.connect({ connectorId })
    wallet.selectAccount(accounts()[1]!)
    expect(seen.accountsChanged).toEqual([
      {
        address: accounts()[1],
        accounts: [
          { address: accounts()[1], type: 'eoa' },
          { address: accounts()[0], type: 'eoa' },
        ],
        connectorId,
      },
    ])
    // The user disconnects from inside the wallet: accountsChanged([]) then disconnect.
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(seen.disconnect).toEqual([{ connectorId }])
    // Listeners went with the connection: later wallet events reach nobody.
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.selectAccount(accounts()[0]!)
    expect(seen.accountsChanged).toHaveLength(1)
  })

  it('disconnect revokes the permission and removes the listeners', async () => {
    const wallet = devWalletOn(stack.chains)
    const { adapter, connectorId } = adapterWith(wallet)
    const seen = record(adapter)
    await adapter.connect({ connectorId })
    await adapter.disconnect({ connectorId })
    expect(wallet.getState().connected).toBe(false)
    expect(seen.disconnect).toEqual([])
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.selectAccount(accounts()[1]!)
    expect(seen.accountsChanged).toEqual([])
    expect(await adapter.syncConnection({ connectorId })).toMatchObject({
      address: accounts()[1],
    })
  })
})

type Seen = { [E in keyof ChainAdapterEvents]: ChainAdapterEvents[E][] }

function record(adapter: { on: ReturnType<typeof evmAdapter>['on'] }): Seen {
  const seen: Seen = {
    accountsChanged: [],
    chainChanged: [],
    disconnect: [],
    connected: [],
    connectorsChanged: [],
    connectRequested: [],
  }
  for (const event of Object.keys(seen) as (keyof Seen)[])
    adapter.on(event, (payload) => (seen[event] as unknown[]).push(payload))
  return seen
}

async function signWithApproval(
  adapter: ReturnType<typeof evmAdapter>,
  wallet: ReturnType<typeof devWalletOn>,
) {
  const signing = adapter.signMessage({ message: 'back again', address: accounts()[0]! })
  wallet.approvals.approve((await wallet.approvals.nextPending()).id)
  return signing
}

describe('a wallet with a smart account (the embedded wallet, SPEC §3)', () => {
  it('gives the account in use the kind the wallet reports, and makes it the preferred type', async () => {
    // The dev wallet (frozen) behind one that says its account in use is a smart account.
    const wallet: ReturnType<typeof devWalletOn> = Object.create(devWalletOn(stack.chains), {
      accountType: { value: () => 'smartAccount' },
    })
    const { adapter, connectorId } = adapterWith(wallet)
    const connection = await adapter.connect({ connectorId })
    expect(connection.preferredAccountType).toBe('smartAccount')
    expect(connection.accounts).toEqual([
      { address: accounts()[0], type: 'smartAccount' },
      { address: accounts()[1], type: 'eoa' },
    ])
    const restored = await adapterWith(wallet).adapter.syncConnection({ connectorId })
    expect(restored?.preferredAccountType).toBe('smartAccount')
  })

  it('a plain wallet names no preferred type: its accounts are EOAs', async () => {
    const wallet = devWalletOn(stack.chains)
    const { adapter, connectorId } = adapterWith(wallet)
    const connection = await adapter.connect({ connectorId })
    expect(connection.preferredAccountType).toBeUndefined()
    expect(connection.accounts?.every((entry) => entry.type === 'eoa')).toBe(true)
  })
})
