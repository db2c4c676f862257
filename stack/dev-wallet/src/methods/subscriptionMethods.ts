import { bytesToHex, type Hex, hexToBigInt, numberToHex } from 'viem'
import { invalidParams } from '../errors'
import type { WalletContext } from '../walletContext'
import type { MethodTable } from './types'

interface Subscription {
  chainId: number
  lastBlock: bigint
  timer: ReturnType<typeof setInterval>
  busy: boolean
}

/**
 * eth_subscribe('newHeads') over an HTTP node: polls for blocks and emits EIP-1193 'message'
 * events. A subscription ends with eth_unsubscribe, or when the wallet leaves its chain.
 */
export function createSubscriptionMethods(ctx: WalletContext): MethodTable {
  const subscriptions = new Map<Hex, Subscription>()

  const stop = (id: Hex) => {
    const sub = subscriptions.get(id)
    if (!sub) return false
    clearInterval(sub.timer)
    subscriptions.delete(id)
    return true
  }

  const poll = async (id: Hex, sub: Subscription) => {
    if (sub.busy) return
    if (ctx.chainId() !== sub.chainId) return void stop(id)
    sub.busy = true
    try {
      const client = ctx.publicClient(sub.chainId)
      const latest = hexToBigInt(await client.request({ method: 'eth_blockNumber' }))
      for (let n = sub.lastBlock + 1n; n <= latest && subscriptions.has(id); n++) {
        const block = await client.request({
          method: 'eth_getBlockByNumber',
          params: [numberToHex(n), false],
        })
        sub.lastBlock = n
        ctx.emitter.emit('message', {
          type: 'eth_subscription',
          data: { subscription: id, result: block },
        })
      }
    } catch {
      // A node hiccup skips one poll; the next one catches up from lastBlock.
    } finally {
      sub.busy = false
    }
  }

  return {
    eth_subscribe: async (params) => {
      if (params[0] !== 'newHeads')
        throw invalidParams('the dev wallet supports eth_subscribe("newHeads") only')
      const id = bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(16)))
      const client = ctx.publicClient()
      // Start after the current head, so only new blocks are reported.
      const head = hexToBigInt(await client.request({ method: 'eth_blockNumber' }))
      const sub: Subscription = {
        chainId: ctx.chainId(),
        lastBlock: head,
        busy: false,
        timer: undefined as never,
      }
      sub.timer = setInterval(() => void poll(id, sub), ctx.pollingInterval)
      subscriptions.set(id, sub)
      return id
    },
    eth_unsubscribe: async (params) => {
      if (typeof params[0] !== 'string')
        throw invalidParams('eth_unsubscribe expects [subscriptionId]')
      return stop(params[0] as Hex)
    },
  }
}
