import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type RunningRelay, type StartRelayOptions, startRelay } from '../src/relay'
import { ipKey, ipSource } from '../src/relay/ipSource'
import { newTopic, RelayTestClient } from './relayTestClient'

// Many networks on one machine: the client sockets bind to 127.0.x.y (all of 127.0.0.0/8 is
// loopback on Linux), and startRelay takes the socket's peer address as the client IP.

const running: { stop(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((item) => item.stop()))
})

async function relay(options: StartRelayOptions): Promise<RunningRelay> {
  const started = await startRelay({
    port: 0,
    newConnectionsPerIp: { burst: 1000, perSecond: 1000 },
    ...options,
  })
  running.push(started)
  return started
}

/** A socket with a fresh key (a did:key costs nothing) from a loopback address, or its refusal. */
async function open(url: string, localAddress: string): Promise<RelayTestClient | number> {
  try {
    const client = await RelayTestClient.connect(url, { ws: { localAddress } })
    running.push({ stop: () => client.close() })
    return client
  } catch (error) {
    const status = /^HTTP (\d+)$/.exec((error as Error).message)
    if (status) return Number(status[1])
    throw error
  }
}

const status = (found: RelayTestClient | number) =>
  typeof found === 'number' ? found : found.socket.readyState === WebSocket.OPEN ? 'open' : 'shut'

/** Resolves with the close code once the relay closes the socket. */
const closeCode = (client: RelayTestClient) =>
  new Promise<number>((resolve) => {
    if (client.socket.readyState === WebSocket.CLOSED) return resolve(-1)
    client.socket.once('close', (code) => resolve(code))
  })

describe('relay: fair shares of sockets per network', () => {
  it('takes an IPv4 /24 or an IPv6 /64 as one network', () => {
    expect(ipSource('127.0.5.9')).toBe('127.0.5.0/24')
    expect(ipSource('::ffff:198.51.100.7')).toBe('198.51.100.0/24')
    expect(ipSource('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(ipSource('2001:0db8:0001:0002::1%eth0')).toBe('2001:db8:1:2::/64')
    expect(ipSource('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(ipKey('198.51.100.7')).toBe('198.51.100.7')
    expect(ipKey('2001:db8:1:2:ffff::9')).toBe('2001:db8:1:2::/64')
  })

  it('does not let a flood of sockets from two /24s lock a new /24 out', async () => {
    const { url } = await relay({ maxConnections: 12, maxConnectionsPerIp: 100 })
    const flood: (string | number)[] = []
    // Two networks, four addresses each, a new key every socket, until both are turned away.
    for (let i = 0; i < 10; i++)
      for (const net of [21, 22]) flood.push(status(await open(url, `127.0.${net}.${1 + (i % 4)}`)))
    expect(flood.filter((found) => found === 'open').length).toBe(12)
    expect(flood.slice(-2)).toEqual([503, 503])
    const newcomer = await open(url, '127.0.23.1')
    expect(status(newcomer)).toBe('open')
    // The network that gave a socket up may not take it back: it is above its share.
    expect(status(await open(url, '127.0.21.9'))).toBe(503)
    expect(status(await open(url, '127.0.24.1'))).toBe('open')
  })

  it('turns a network at its share away near the cap while a new one still gets in', async () => {
    const { url } = await relay({ maxConnections: 12, fairShareFrom: 8, maxConnectionsPerIp: 100 })
    for (let i = 0; i < 10; i++) expect(status(await open(url, `127.0.25.${1 + i}`))).toBe('open')
    expect(status(await open(url, '127.0.26.1'))).toBe('open')
    // 11 of 12 open: 127.0.25.0/24 holds 10, past its share of 12 / 2.
    expect(status(await open(url, '127.0.25.99'))).toBe(429)
    expect(status(await open(url, '127.0.27.1'))).toBe('open')
    expect(status(await open(url, '127.0.28.1'))).toBe('open')
  })

  it('closes the least recently active socket of the network above its share first', async () => {
    const { url } = await relay({ maxConnections: 6 })
    const sockets: RelayTestClient[] = []
    for (let i = 0; i < 6; i++) {
      const found = await open(url, '127.0.31.1')
      if (typeof found === 'number') throw new Error(`HTTP ${found}`)
      sockets.push(found)
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
    // The first socket opened is the one in use: it must outlive the idle ones.
    expect(
      (await sockets[0]!.request('irn_subscribe', { topic: newTopic() })).error,
    ).toBeUndefined()
    const [second, third] = [closeCode(sockets[1]!), closeCode(sockets[2]!)]
    expect(status(await open(url, '127.0.32.1'))).toBe('open')
    expect(await second).toBe(1013)
    expect(status(await open(url, '127.0.33.1'))).toBe('open')
    expect(await third).toBe(1013)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sockets.map((socket) => status(socket))).toEqual([
      'open',
      'shut',
      'shut',
      'open',
      'open',
      'open',
    ])
  })
})
