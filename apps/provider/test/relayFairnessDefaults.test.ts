import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ipSource } from '../src/relay/ipSource'
import { MemoryRelayStore } from '../src/relay/MemoryRelayStore'
import type { RelayConnection } from '../src/relay/RelayConnection'
import { resolveRelayOptions } from '../src/relay/RelayOptions'
import type { RelayMessage } from '../src/relay/RelayStore'
import { SourceShares } from '../src/relay/SourceShares'

// The two floods of issue 39 at full scale against the default options, without sockets: the
// admission and the store are driven directly (sockets at this scale would take minutes).

describe('relay defaults against the floods of issue 39', () => {
  it('21 addresses × 500 sockets do not lock a newcomer out of 10 000', () => {
    const shares = new SourceShares(resolveRelayOptions({}))
    let now = 0
    const connect = (ip: string): RelayConnection | string => {
      const source = ipSource(ip)
      const refusal = shares.enter(source)
      if (refusal) return refusal
      if (!shares.makeRoom(source)) {
        shares.cancelled(source)
        return 'busy'
      }
      const connection = {
        source,
        lastActiveAt: now++,
        socket: { close() {} },
      } as unknown as RelayConnection
      shares.opened(connection)
      return connection
    }
    for (let address = 1; address <= 21; address++)
      for (let socket = 0; socket < 500; socket++) connect(`198.51.${address}.7`)
    expect(shares.count).toBe(10_000)
    expect(typeof connect('203.0.113.9')).toBe('object')
    expect(typeof connect('2001:db8:5::1')).toBe('object')
    // The flooders are all above their share now: none takes a slot back.
    for (let address = 1; address <= 21; address++)
      expect(connect(`198.51.${address}.8`)).toBe('busy')
    expect(shares.count).toBe(10_000)
  })

  it('41 keys from one address with 250 KB week-long messages, then 21 networks, leave room', async () => {
    let now = 1_000_000
    const store = new MemoryRelayStore(resolveRelayOptions({}), () => now)
    const text = 'x'.repeat(250_000)
    const message = (publisher: string, source: string, body = text): RelayMessage => ({
      id: randomBytes(32).toString('hex'),
      topic: randomBytes(32).toString('hex'),
      message: body,
      tag: 1108,
      publishedAt: now++,
      expiresAt: now + 7 * 24 * 3600 * 1000,
      publisher,
      source,
    })
    // A fresh key whenever one is refused, up to `most` messages; the last refusal or 'sent'.
    const flood = async (source: string, most: number) => {
      let key = 0
      for (let sent = 0; sent < most; sent++)
        try {
          await store.save(message(`did:key:${source}:${key}`, source))
        } catch (error) {
          if (!(error as Error).message.includes('this client')) return (error as Error).message
          key++
        }
      return 'sent'
    }
    expect(await flood('192.0.2.0/24', 1_000)).toContain('this network')
    expect(store.bytes).toBeLessThanOrEqual(32 * 1024 * 1024)
    // 200 × 250 KB from each of 21 networks: 1 GB sent at a 256 MiB store.
    for (let network = 1; network <= 21; network++)
      expect(await flood(`198.51.${network}.0/24`, 200)).not.toContain('the relay')
    // Large messages hold their share (192 MiB) at most; the rest is kept for small ones.
    expect(store.bytes).toBeLessThanOrEqual(192 * 1024 * 1024)
    const pairing = message('did:key:newcomer', '203.0.113.0/24', 'p'.repeat(2_000))
    expect(await store.save(pairing)).toBe(true)
    expect(await store.save(message('did:key:newcomer', '203.0.113.0/24'))).toBe(true)
  })
})
