import { ed25519 } from '@noble/curves/ed25519'
import { Keypair } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import type { DevWalletStorage } from '../persistence'
import { createSolanaDevWallet } from './createSolanaDevWallet'

const keys = [Keypair.generate(), Keypair.generate()]
const chains = [{ chain: 'solana:localnet' as const, rpcUrl: 'http://127.0.0.1:1' }]

function memoryStorage(): DevWalletStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

type Method = (...args: unknown[]) => unknown
/** Calls a feature's method as an app would, typed by the caller. */
function call<T = unknown>(
  wallet: { features: unknown },
  name: string,
  method: string,
  ...args: unknown[]
) {
  const feature = (wallet.features as Record<string, Record<string, Method>>)[name]
  return feature?.[method]?.(...args) as Promise<T>
}

function make(options: { persist?: DevWalletStorage; mode?: 'manual' | 'auto-approve' } = {}) {
  return createSolanaDevWallet({
    secretKeys: keys.map((k) => k.secretKey),
    chains,
    ...options,
  })
}

describe('the Solana dev wallet (Wallet Standard)', () => {
  it('is a Solana wallet with the standard features', () => {
    const { wallet } = make()
    expect(wallet.chains).toEqual(['solana:localnet'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.accounts).toEqual([])
  })

  it('asks before connecting; a refusal is 4001 and grants nothing', async () => {
    const dev = make({ mode: 'manual' })
    const connecting = call(dev.wallet, 'standard:connect', 'connect', {})
    const request = await dev.approvals.nextPending()
    expect(request).toMatchObject({ kind: 'connect', account: keys[0]?.publicKey.toBase58() })
    dev.approvals.reject(request.id)
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(dev.connected).toBe(false)
  })

  it('a silent connect answers no account without a grant, the granted one with it', async () => {
    const storage = memoryStorage()
    const first = make({ persist: storage })
    expect(await call(first.wallet, 'standard:connect', 'connect', { silent: true })).toEqual({
      accounts: [],
    })
    await call(first.wallet, 'standard:connect', 'connect', {})
    first.selectAccount(keys[1]?.publicKey.toBase58() as string)

    const again = make({ persist: storage, mode: 'manual' })
    const { accounts } = (await call(again.wallet, 'standard:connect', 'connect', {
      silent: true,
    })) as { accounts: WalletAccount[] }
    expect(accounts.map((a) => a.address)).toEqual([keys[1]?.publicKey.toBase58()])
    expect(again.approvals.pending).toEqual([])
    await call(again.wallet, 'standard:disconnect', 'disconnect')
    expect(storage.data.size).toBe(0)
  })

  it('ignores a stored grant it cannot read', async () => {
    const storage = memoryStorage()
    storage.setItem('latchkey.devWallet.solana.grant', '{not json')
    const dev = make({ persist: storage })
    expect(await call(dev.wallet, 'standard:connect', 'connect', { silent: true })).toEqual({
      accounts: [],
    })
  })

  it('signs messages with the granted key only (4100 otherwise)', async () => {
    const dev = make()
    const { accounts } = (await call(dev.wallet, 'standard:connect', 'connect', {})) as {
      accounts: WalletAccount[]
    }
    const message = new TextEncoder().encode('hello')
    const [output] = (await call(dev.wallet, 'solana:signMessage', 'signMessage', {
      account: accounts[0],
      message,
    })) as { signature: Uint8Array }[]
    expect(
      ed25519.verify(
        output?.signature as Uint8Array,
        message,
        keys[0]?.publicKey.toBytes() as Uint8Array,
      ),
    ).toBe(true)
    const other = { ...accounts[0], address: keys[1]?.publicKey.toBase58() }
    await expect(
      call(dev.wallet, 'solana:signMessage', 'signMessage', { account: other, message }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('tells the site when its account changes or its grant is withdrawn', async () => {
    const dev = make()
    const seen: string[][] = []
    call(dev.wallet, 'standard:events', 'on', 'change', (({
      accounts,
    }: {
      accounts: WalletAccount[]
    }) => seen.push(accounts.map((a) => a.address))) as never)
    await call(dev.wallet, 'standard:connect', 'connect', {})
    dev.selectAccount(keys[1]?.publicKey.toBase58() as string)
    dev.revoke()
    expect(seen).toEqual([[keys[0]?.publicKey.toBase58()], [keys[1]?.publicKey.toBase58()], []])
  })

  it('refuses keys that are not 64-byte secret keys', () => {
    expect(() => createSolanaDevWallet({ secretKeys: [new Uint8Array(32)], chains })).toThrow(
      '64 bytes',
    )
  })
})
