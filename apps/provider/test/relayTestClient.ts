import { randomBytes } from 'node:crypto'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { type ClientOptions, type RawData, WebSocket } from 'ws'

export type KeyPair = ReturnType<typeof generateKeyPair>

export interface Frame {
  jsonrpc: '2.0'
  id: number | string | null
  method?: string
  params?: {
    id: string
    data: { topic: string; message: string; publishedAt: number; tag: number }
  }
  result?: unknown
  error?: { code: number; message: string }
}

/** A random 32-byte topic in hex, like the ones WalletConnect derives. */
export const newTopic = () => randomBytes(32).toString('hex')

/** An auth JWT as the WalletConnect clients sign it (iss = the key's did:key). */
export function authToken(keyPair: KeyPair, audience: string, ttlSeconds = 86_400, iat?: number) {
  return signJWT(randomBytes(16).toString('hex'), audience, ttlSeconds, keyPair, iat)
}

/** A raw WebSocket client of the relay that keeps every frame it receives. */
export class RelayTestClient {
  readonly frames: Frame[] = []
  private nextId = 1
  private waiters: (() => void)[] = []

  private constructor(
    readonly socket: WebSocket,
    readonly keyPair: KeyPair,
  ) {
    socket.on('message', (data: RawData) => {
      this.frames.push(JSON.parse(data.toString()) as Frame)
      for (const wake of this.waiters.splice(0)) wake()
    })
  }

  /** Connects with a fresh key pair (or the given one, to come back as the same client). */
  static async connect(
    url: string,
    {
      keyPair = generateKeyPair(),
      auth,
      ws,
    }: { keyPair?: KeyPair; auth?: string; ws?: ClientOptions } = {},
  ): Promise<RelayTestClient> {
    const token = auth ?? (await authToken(keyPair, url))
    const socket = new WebSocket(`${url}?auth=${encodeURIComponent(token)}&projectId=test`, ws)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      )
    })
    return new RelayTestClient(socket, keyPair)
  }

  send(text: string | Buffer): void {
    this.socket.send(text)
  }

  async request(method: string, params?: unknown): Promise<Frame> {
    const id = this.nextId++
    const from = this.frames.length
    this.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
    return this.waitFor(
      (frame) =>
        frame.id === id && frame.method === undefined && this.frames.indexOf(frame) >= from,
    )
  }

  /** Resolves with the first frame (already received or coming) that matches. */
  async waitFor(match: (frame: Frame) => boolean, timeoutMs = 5_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.frames.find(match)
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('No matching frame from the relay')
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  deliveries(topic?: string): Frame[] {
    return this.frames.filter(
      (frame) =>
        frame.method === 'irn_subscription' && (!topic || frame.params?.data.topic === topic),
    )
  }

  nextDelivery(topic: string, timeoutMs?: number): Promise<Frame> {
    return this.waitFor(
      (frame) => frame.method === 'irn_subscription' && frame.params?.data.topic === topic,
      timeoutMs,
    )
  }

  ack(frame: Frame): void {
    this.send(JSON.stringify({ jsonrpc: '2.0', id: frame.id, result: true }))
  }

  /** Waits a little and reports whether nothing new arrived for the topic. */
  async quietFor(topic: string, ms = 150): Promise<boolean> {
    const before = this.deliveries(topic).length
    await new Promise((resolve) => setTimeout(resolve, ms))
    return this.deliveries(topic).length === before
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }
}

/** A connection attempt's refusal status (401, 404…), or 'open' when it was accepted. */
export async function upgradeStatus(url: string): Promise<number | 'open'> {
  const socket = new WebSocket(url)
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close()
      resolve('open')
    })
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0)
      request.destroy()
    })
    socket.once('error', reject)
  })
}
