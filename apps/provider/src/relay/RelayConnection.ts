import type { WebSocket } from 'ws'
import { type JsonRpcRequest, type JsonRpcResponse, serialise } from './jsonRpc'
import { deliveryData, type RelayMessage } from './RelayStore'

export interface RateLimit {
  /** Requests a client may send at once. */
  burst: number
  /** Requests per second it earns back. */
  perSecond: number
}

/** A client that stops reading gets cut off rather than growing the relay's memory. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024

/** One client socket: its topics, its rate budget and the deliveries it has not acknowledged. */
export class RelayConnection {
  readonly topics = new Set<string>()
  /** Alive since the last ping; a socket that misses a pong is closed at the next one. */
  alive = true
  /** When the client last sent a frame: near the socket cap the least active go first. */
  lastActiveAt: number
  private tokens: number
  private refilledAt: number
  private nextId = 1
  /** Messages this socket was handed already (id → expiry), so it never gets one twice. */
  private readonly sent = new Map<string, number>()
  private readonly inFlight = new Map<number, RelayMessage>()

  constructor(
    readonly clientId: string,
    /** The client's network (ipSource), which fair shares of sockets and bytes count under. */
    readonly source: string,
    readonly socket: WebSocket,
    private readonly rateLimit: RateLimit,
    private readonly now: () => number,
  ) {
    this.tokens = rateLimit.burst
    this.refilledAt = now()
    this.lastActiveAt = this.refilledAt
  }

  /** Spends one request from the budget; false when the client is over its rate. */
  takeToken(): boolean {
    const now = this.now()
    const earned = ((now - this.refilledAt) / 1000) * this.rateLimit.perSecond
    this.tokens = Math.min(this.rateLimit.burst, this.tokens + earned)
    this.refilledAt = now
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }

  send(message: JsonRpcResponse | JsonRpcRequest): void {
    if (this.socket.readyState !== this.socket.OPEN) return
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate()
      return
    }
    this.socket.send(serialise(message))
  }

  /** Hands a message over as irn_subscription unless this socket already had it. */
  deliver(subscriptionId: string, message: RelayMessage): void {
    const key = `${message.topic}:${message.id}`
    if (this.sent.has(key)) return
    this.forgetExpired()
    this.sent.set(key, message.expiresAt)
    const id = this.nextId++
    this.inFlight.set(id, message)
    this.send({
      jsonrpc: '2.0',
      id,
      method: 'irn_subscription',
      params: { id: subscriptionId, data: deliveryData(message) },
    })
  }

  /** Marks messages handed over by irn_batchFetchMessages, which need no acknowledgement. */
  markFetched(message: RelayMessage): boolean {
    const key = `${message.topic}:${message.id}`
    if (this.sent.has(key)) return false
    this.sent.set(key, message.expiresAt)
    return true
  }

  /** The client's answer to a delivery: the message it acknowledged, if it did. */
  settle(id: number | string, ok: boolean): RelayMessage | undefined {
    const key = typeof id === 'number' ? id : Number(id)
    const message = this.inFlight.get(key)
    if (!message) return undefined
    this.inFlight.delete(key)
    // A refused delivery may be offered again on the next subscribe.
    if (!ok) this.sent.delete(`${message.topic}:${message.id}`)
    return ok ? message : undefined
  }

  get pendingAcks(): number {
    return this.inFlight.size
  }

  private forgetExpired(): void {
    if (this.sent.size < 1024) return
    const now = this.now()
    for (const [key, expiresAt] of this.sent) if (expiresAt <= now) this.sent.delete(key)
  }
}
