import { describe, expect, it } from 'vitest'
import { createDevWallet, DevWalletOptionsError, type DevWalletStorage } from '../src/index'
import { recordEvents } from './fixtures'

// Anvil's first two well-known development keys; no node is needed for these requests.
const keys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chains = [
  { id: 31337, name: 'Local 1', rpcUrl: 'http://127.0.0.1:1' },
  { id: 31338, name: 'Local 2', rpcUrl: 'http://127.0.0.1:2' },
]

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  const storage: DevWalletStorage = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  }
  return { storage, items }
}

const walletWith = (persist?: DevWalletStorage, extra = {}) =>
  createDevWallet({ accounts: keys, chains, persist, ...extra })

describe('remembering the grant across page loads', () => {
  it('comes back connected, on the same account and chain, without asking again', async () => {
    const { storage } = memoryStorage()
    const first = walletWith(storage)
    await first.request({ method: 'eth_requestAccounts' })
    first.selectAccount(bob)
    await first.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })

    const reloaded = walletWith(storage, { mode: 'manual' })
    const events = recordEvents(reloaded)
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([bob, alice])
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Already granted: eth_requestAccounts answers without a prompt.
    expect(await reloaded.request({ method: 'eth_requestAccounts' })).toEqual([bob, alice])
    expect(reloaded.approvals.pending).toEqual([])
    expect(events).toEqual([])
  })

  it('forgets the grant when the site revokes it', async () => {
    const { storage, items } = memoryStorage()
    const first = walletWith(storage)
    await first.request({ method: 'eth_requestAccounts' })
    expect(items.size).toBe(1)
    await first.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(items.size).toBe(0)
    expect(await walletWith(storage).request({ method: 'eth_accounts' })).toEqual([])
  })

  it('starts disconnected without storage, or when what is stored is unusable', async () => {
    expect(await walletWith().request({ method: 'eth_accounts' })).toEqual([])
    for (const raw of [
      'not json',
      JSON.stringify({ connected: true, account: '0x1234', chainId: 31337 }),
      JSON.stringify({
        connected: true,
        account: '0x0000000000000000000000000000000000000001',
        chainId: 31337,
      }),
    ]) {
      const { storage, items } = memoryStorage({ 'latchkey.devWallet.grant': raw })
      expect(await walletWith(storage).request({ method: 'eth_accounts' })).toEqual([])
      expect(items.size).toBe(0)
    }
  })

  it('keeps the grant but starts on the default chain when the stored chain is unknown', async () => {
    const { storage } = memoryStorage({
      'latchkey.devWallet.grant': JSON.stringify({ connected: true, account: bob, chainId: 5 }),
    })
    const wallet = walletWith(storage)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([bob, alice])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('keeps working when the storage throws', async () => {
    const throwing: DevWalletStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const wallet = walletWith(throwing)
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([alice, bob])
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('refuses a persist option that is not a storage, and an empty key', () => {
    expect(() => walletWith({} as DevWalletStorage)).toThrow(DevWalletOptionsError)
    expect(() => walletWith(memoryStorage().storage, { persistKey: '' })).toThrow(
      'persistKey must be a non-empty string',
    )
  })
})
