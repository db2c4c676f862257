import { PublicKey, SystemProgram } from '@solana/web3.js'
import type { WebSocket } from 'ws'
import type { SolanaLedger } from '../ledger'
import type { TransactionRecord } from '../types'
import { type AccountView, accountJson, accountView, liveAccount } from './accountJson'
import { errorResponse, parseRequest, type RpcResponse } from './dispatch'
import { withContext } from './handler'
import {
  checkCommitment,
  configParam,
  integerParam,
  paramList,
  pubkeyParam,
  signatureParam,
} from './params'
import { METHOD_NOT_FOUND, PARSE_ERROR, RpcError } from './rpcError'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; view: AccountView }
  | { kind: 'slot' }

/** signatureSubscribe, accountSubscribe and slotSubscribe over one WebSocket server. */
export class SubscriptionHub {
  #nextId = 0
  readonly #sockets = new Map<WebSocket, Map<number, Subscription>>()

  constructor(private readonly ledger: SolanaLedger) {
    ledger.subscribe((event) => this.#onTransaction(event.record, event.written))
  }

  attach(socket: WebSocket): void {
    const subscriptions = new Map<number, Subscription>()
    this.#sockets.set(socket, subscriptions)
    socket.on('close', () => this.#sockets.delete(socket))
    socket.on('message', (data) => {
      let value: unknown
      try {
        value = JSON.parse(data.toString())
      } catch {
        return this.#send(socket, errorResponse(null, new RpcError(PARSE_ERROR, 'Parse error')))
      }
      const request = parseRequest(value)
      if (!('method' in request)) return this.#send(socket, request)
      // Requests without an id are notifications (Connection pings this way): no answer.
      if ((value as { id?: unknown }).id === undefined) return
      try {
        const result = this.#handle(
          socket,
          subscriptions,
          request.method,
          paramList(request.params),
        )
        this.#send(socket, { jsonrpc: '2.0', id: request.id, result: result.value })
        result.after?.()
      } catch (error) {
        this.#send(socket, errorResponse(request.id, error))
      }
    })
  }

  #handle(
    socket: WebSocket,
    subscriptions: Map<number, Subscription>,
    method: string,
    params: unknown[],
  ) {
    const id = ++this.#nextId
    switch (method) {
      case 'signatureSubscribe': {
        const signature = signatureParam(params[0])
        checkCommitment(configParam(params[1]))
        const record = this.ledger.record(signature)
        if (!record) subscriptions.set(id, { kind: 'signature', signature })
        // Already landed: notify right after the subscription id, as a node does.
        return {
          value: id,
          after: record ? () => this.#notifySignature(socket, id, record) : undefined,
        }
      }
      case 'accountSubscribe': {
        const address = pubkeyParam(params[0]).toBase58()
        const config = configParam(params[1])
        checkCommitment(config)
        subscriptions.set(id, { kind: 'account', address, view: accountView(config, 'base58') })
        return { value: id }
      }
      case 'slotSubscribe':
        subscriptions.set(id, { kind: 'slot' })
        return { value: id }
      case 'signatureUnsubscribe':
      case 'accountUnsubscribe':
      case 'slotUnsubscribe': {
        const target = integerParam(params[0], 'subscription id')
        const kind = method.replace('Unsubscribe', '')
        const found = subscriptions.get(target)?.kind === kind
        if (found) subscriptions.delete(target)
        return { value: found }
      }
      default:
        throw new RpcError(METHOD_NOT_FOUND, 'Method not found')
    }
  }

  #onTransaction(record: TransactionRecord, written: string[]): void {
    for (const [socket, subscriptions] of this.#sockets) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'signature' && subscription.signature === record.signature) {
          subscriptions.delete(id)
          this.#notifySignature(socket, id, record)
        } else if (subscription.kind === 'account' && written.includes(subscription.address)) {
          this.#notify(
            socket,
            'accountNotification',
            id,
            withContext(this.ledger, this.#accountValue(subscription)),
          )
        } else if (subscription.kind === 'slot') {
          const slot = this.ledger.slot
          this.#notify(socket, 'slotNotification', id, { parent: slot - 1, root: slot, slot })
        }
      }
    }
  }

  #accountValue(subscription: { address: string; view: AccountView }) {
    const key = new PublicKey(subscription.address)
    const account = liveAccount(this.ledger.svm, key) ?? {
      lamports: 0,
      data: new Uint8Array(0),
      owner: SystemProgram.programId,
      executable: false,
      rentEpoch: 0,
    }
    return accountJson(this.ledger.svm, key, account, subscription.view)
  }

  #notifySignature(socket: WebSocket, id: number, record: TransactionRecord): void {
    this.#notify(socket, 'signatureNotification', id, {
      context: { slot: record.slot },
      value: { err: record.err },
    })
  }

  #notify(socket: WebSocket, method: string, subscription: number, result: unknown): void {
    this.#send(socket, { jsonrpc: '2.0', method, params: { result, subscription } })
  }

  #send(
    socket: WebSocket,
    message: RpcResponse | { jsonrpc: '2.0'; method: string; params: unknown },
  ): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
}
