// A projectId-only start (no apiUrl) pairs over the public WalletConnect network: this checks the
// exact URL and parameters the WalletConnect client opens its socket with, without reaching the
// host: every connection off loopback is refused before it leaves (forbidOutsideHosts).
// WalletConnect's clients skip their relay handshake under vitest (IS_VITEST): not this one.

delete process.env.IS_VITEST

import { createPublicKey, verify } from 'node:crypto'
import { buildAppKitCore, loadLateControllers, PUBLIC_NETWORK_NOTE } from '@latchkey/controllers'
import { createMemoryStorage, fromBase58 } from '@latchkey/core'
import { DESKTOP, ethereum } from '@latchkey/test-fakes'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { forbidOutsideHosts } from '../../adapter-evm/test/walletConnectWallet'
import { createWalletConnectMemoryStorage, type UniversalProviderInstance } from '../src'

const guard = forbidOutsideHosts()
const PROJECT_ID = '3f1d0c7a9b2e4d5f8a6c1e0b9d7f2a4c'
const logger = { error: vi.fn(), warn: vi.fn() }
// As on a page once idle: the chunk that says what is off is there.
await loadLateControllers()
const core = buildAppKitCore({
  loadWalletConnect: () => import('../src/basic'),
  projectId: PROJECT_ID,
  networks: [ethereum],
  metadata: { name: 'Public', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
  walletConnect: {
    storage: createWalletConnectMemoryStorage(),
    storagePrefix: `public-${Math.random().toString(36).slice(2)}`,
    logLevel: 'silent',
  },
  storage: createMemoryStorage(),
  environment: DESKTOP,
  logger,
})

afterAll(() => {
  core.destroy()
  guard.restore()
})

const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

describe('a projectId-only start pairs over the public WalletConnect network (issue 33)', () => {
  it('opens wss://relay.walletconnect.org with the project id and a signed relay token', async () => {
    // The first step of a pairing: a topic to subscribe to on the relay, which opens the socket.
    const provider = (await core.getUniversalProvider()) as UniversalProviderInstance
    void provider.client.core.pairing.create().catch(() => undefined)
    // The relayer's socket connection, built for the URL it then tries (and is refused).
    const relayer = provider.client.core.relayer as unknown as {
      provider?: { connection?: { url?: string } }
    }
    await vi.waitFor(() => expect(guard.attempts).toContain('relay.walletconnect.org'), {
      timeout: 20_000,
    })
    const url = new URL(relayer.provider!.connection!.url!)
    expect(`${url.protocol}//${url.host}`).toBe('wss://relay.walletconnect.org')
    expect(url.searchParams.get('projectId')).toBe(PROJECT_ID)
    expect(url.searchParams.get('ua')).toMatch(/^wc-2\//)

    // The relay's auth: a did:jwt (EdDSA) for this relay, signed by the client's ed25519 key.
    const [header, payload, signature] = url.searchParams.get('auth')!.split('.')
    expect(json(header!)).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    const claims = json(payload!)
    expect(claims.aud).toBe('wss://relay.walletconnect.org')
    expect(claims.iss).toMatch(/^did:key:z6Mk/)
    expect(claims.exp).toBeGreaterThan(claims.iat)
    // did:key: base58btc of the ed25519-pub multicodec (0xed 0x01) and the 32-byte key.
    const multicodec = fromBase58(claims.iss.slice('did:key:z'.length))
    if (!multicodec) throw new Error('did:key is not base58btc')
    expect([...multicodec.slice(0, 2)]).toEqual([0xed, 0x01])
    const key = createPublicKey({
      key: Buffer.concat([
        Buffer.from('302a300506032b6570032100', 'hex'),
        Buffer.from(multicodec.slice(2)),
      ]),
      format: 'der',
      type: 'spki',
    })
    const signed = Buffer.from(`${header}.${payload}`)
    expect(verify(null, signed, key, Buffer.from(signature!, 'base64url'))).toBe(true)
    expect(
      verify(null, Buffer.from(`${header}.${payload}x`), key, Buffer.from(signature!, 'base64url')),
    ).toBe(false)
  }, 30_000)

  it('tried no other host, and said once on the console what runs without a provider', () => {
    expect(new Set(guard.attempts)).toEqual(new Set(['relay.walletconnect.org']))
    expect(logger.warn.mock.calls).toEqual([[PUBLIC_NETWORK_NOTE]])
    expect(PUBLIC_NETWORK_NOTE).toContain('wss://relay.walletconnect.org')
  })
})
