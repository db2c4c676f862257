import { fromBase58 } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'
import type { FrameBridge } from '../src/bridge/createFrameBridge'
import { embeddedWallet } from '../src/connector/embeddedWallet'
import { fakeHost } from './fakeHost'

const EVM = '0x1111111111111111111111111111111111111111'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const NETWORK = { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
const SIGNATURE = '5'.repeat(87)

function setUp(loggedIn: boolean) {
  const asked: { name: string; payload: unknown }[] = []
  const bridge = {
    load: async () => {},
    usePendingRequests: vi.fn(),
    request: vi.fn(async (name: string, payload?: unknown) => {
      asked.push({ name, payload })
      if (name === 'IS_CONNECTED') return { isConnected: true }
      if (name === 'GET_USER') return { address: EVM, chainId: 1, solanaAddress: SOLANA }
      if (name === 'RPC_REQUEST') {
        const { method } = payload as { method: string }
        if (method === 'solana_signTransaction') return { transaction: 'AQID' }
        return { signature: SIGNATURE }
      }
      return {}
    }),
  }
  const map = new Map<string, string>()
  if (loggedIn) map.set('@latchkey/embedded/connected', 'true')
  const wallet = embeddedWallet({
    frameUrl: 'https://frame.test',
    storage: {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    },
    loadBridge: async () => bridge as unknown as FrameBridge,
  })
  const { host, calls } = fakeHost()
  wallet.provider.bindHost(host)
  let published: {
    id: string
    type: string
    signer: ReturnType<typeof embeddedWallet>['solana'] extends {
      start(p: (c: (infer C)[]) => void): unknown
    }
      ? C extends { signer: infer S }
        ? S
        : never
      : never
  }[] = []
  wallet.solana.start((list) => {
    published = list
  })
  const connector = published[0] as (typeof published)[number]
  return { wallet, connector, signer: connector.signer, asked, calls }
}

describe('the embedded wallet for adapter-solana (SPEC §4 one login, §6 methods)', () => {
  it('is the same AUTH connector id as the EVM one, with the login’s Solana account', async () => {
    const t = setUp(true)
    expect(t.connector).toMatchObject({ id: 'latchkey-embedded', type: 'AUTH' })
    expect(await t.signer.connect({ silent: true, caipNetwork: NETWORK })).toEqual([SOLANA])
  })

  it('has no account and loads no frame before an e-mail login', async () => {
    const t = setUp(false)
    expect(await t.signer.connect({ silent: true, caipNetwork: NETWORK })).toEqual([])
    expect(t.asked).toEqual([])
  })

  it('sends the Solana methods to the frame on the named network, inside the approval', async () => {
    const t = setUp(true)
    const message = new TextEncoder().encode('hi')
    expect(await t.signer.signMessage(message, SOLANA, NETWORK)).toBe(SIGNATURE)
    const signed = await t.signer.signTransactions([Uint8Array.of(9)], SOLANA, NETWORK)
    expect(signed).toEqual([Uint8Array.of(1, 2, 3)])
    await t.signer.signAndSendTransaction(Uint8Array.of(1), SOLANA, NETWORK, {
      preflightCommitment: 'confirmed',
    })
    const rpc = t.asked.filter((a) => a.name === 'RPC_REQUEST').map((a) => a.payload)
    expect(rpc).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: '8wr', pubkey: SOLANA },
        chainId: NETWORK.caipNetworkId,
      },
      {
        method: 'solana_signTransaction',
        params: { transaction: 'CQ==' },
        chainId: NETWORK.caipNetworkId,
      },
      {
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQ==', options: { preflightCommitment: 'confirmed' } },
        chainId: NETWORK.caipNetworkId,
      },
    ])
    expect(fromBase58('8wr')).toEqual(message)
    expect(t.calls.filter((c) => c === 'approvalStarted')).toHaveLength(3)
  })

  it('disconnecting Solana signs the one login out, which the EVM side hears too', async () => {
    const t = setUp(true)
    await t.wallet.provider.request({ method: 'eth_accounts' })
    const heard = vi.fn()
    const changes = vi.fn()
    t.wallet.provider.on('accountsChanged', heard as never)
    t.signer.watch(changes)
    await t.signer.disconnect()
    expect(t.asked.at(-1)?.name).toBe('SIGN_OUT')
    expect(heard).toHaveBeenCalledWith([])
    expect(changes).toHaveBeenCalledWith({ accounts: [] })
  })

  it('both namespaces disconnecting at once sign out of the frame once', async () => {
    const t = setUp(true)
    await t.signer.connect({ silent: true, caipNetwork: NETWORK })
    await Promise.all([t.signer.disconnect(), t.wallet.provider.signOut()])
    expect(t.asked.filter((a) => a.name === 'SIGN_OUT')).toHaveLength(1)
  })
})
