import type { UniversalProviderInstance } from './universalProvider'

/**
 * How long a restore waits for the relay at most. Past it the stored session counts as it is:
 * a relay that cannot be reached says nothing of the session (a wallet that is offline has not
 * deleted it either).
 */
export const STORED_SESSION_SYNC_MS = 5_000

/** The subscriber's event for a topic the relay has answered a subscribe (or batch) for. */
const SUBSCRIPTION_CREATED = 'subscription_created'
/** The subscriber's event once it has subscribed again every topic it had stored. */
const RESUBSCRIBED = 'subscription_resubscribed'

interface RelayMessage {
  topic: string
  message: string
  publishedAt?: number
}

/**
 * SPEC §4: a stored session is synced before it counts as connected. What the wallet sent while
 * the page was closed (its wc_sessionDelete above all) waits at the relay, which hands it over
 * once the client subscribes the session's topic again. The client restores and subscribes its
 * topics itself; this only waits, in three steps, each ordered after the one before:
 *
 * 1. The client's own subscription to the topic is answered (the subscriber records it). A relay
 *    sends what it kept for the topic right after that answer, on the same socket.
 * 2. irn_batchFetchMessages for the topic, asked only then: its answer comes after every message
 *    pushed on subscribing, and holds any the relay kept but did not push (handed to the client).
 * 3. Every message of the topic the client took in is in its record of those not yet handled or,
 *    decoded, in its request history: if one is a wc_sessionDelete, or the client dropped the
 *    session already, the session's end is waited for.
 *
 * Resolves once one of these says "restored" or "gone", when the session ends, on `signal`, or
 * after `timeoutMs`; it never throws.
 */
export async function syncStoredSession(
  universal: UniversalProviderInstance,
  { timeoutMs = STORED_SESSION_SYNC_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const topic = universal.session?.topic
  const relayer = universal.client?.core?.relayer
  if (!topic || typeof relayer?.subscriber?.on !== 'function') return
  const stops: (() => void)[] = []
  const gone = sessionEnded(universal, stops)
  try {
    await Promise.race([
      gone,
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs)
        stops.push(() => clearTimeout(timer))
        if (signal?.aborted) resolve()
        signal?.addEventListener('abort', () => resolve(), { once: true })
      }),
      (async () => {
        await subscribed(relayer, topic, stops)
        try {
          const answer = (await relayer.request({
            method: 'irn_batchFetchMessages',
            params: { topics: [topic] },
          } as never)) as { messages?: RelayMessage[] } | undefined
          const kept = (answer?.messages ?? []).filter((m) => m.topic === topic)
          if (kept.length > 0) await relayer.handleBatchMessageEvents(kept as never)
        } catch {
          // A relay that does not fetch: what it pushed on subscribing is in by now all the same.
        }
        if (await deleteTakenIn(universal, topic)) await gone
      })().catch(() => undefined),
    ])
  } finally {
    for (const stop of stops) stop()
  }
}

/**
 * Resolves once the relay has answered a subscription to `topic` on the current socket, or the
 * client has subscribed again all it had stored without it (it will hear nothing of the topic:
 * there is nothing of it to wait for).
 */
function subscribed(
  relayer: UniversalProviderInstance['client']['core']['relayer'],
  topic: string,
  stops: (() => void)[],
): Promise<void> {
  return new Promise((resolve) => {
    // The subscriber forgets its topics when the socket closes and sets one only on an answer.
    if (relayer.subscriber.topics.includes(topic)) return resolve()
    const onCreated = (subscription: { topic: string }) => {
      if (subscription.topic === topic) resolve()
    }
    const onResubscribed = () => resolve()
    relayer.subscriber.on(SUBSCRIPTION_CREATED, onCreated)
    relayer.subscriber.on(RESUBSCRIBED, onResubscribed)
    stops.push(() => {
      relayer.subscriber.off(SUBSCRIPTION_CREATED, onCreated)
      relayer.subscriber.off(RESUBSCRIBED, onResubscribed)
    })
  })
}

/**
 * Whether the client is ending the session: it dropped it already, or a wc_sessionDelete of the
 * topic is among the messages it took in. The handler records a request it decoded in the core's
 * history before it handles it, and acknowledges the message only after that (for a delete,
 * after the session is dropped): each of those records is read before anything is awaited.
 */
async function deleteTakenIn(
  universal: UniversalProviderInstance,
  topic: string,
): Promise<boolean> {
  const client = universal.client
  const { relayer, crypto, history } = client.core
  const dropped = () => !client.session.keys.includes(topic)
  if (dropped()) return true
  if (history.values.some((r) => r.topic === topic && r.request.method === 'wc_sessionDelete'))
    return true
  const unhandled = relayer.messages.getWithoutAck([topic])[topic] ?? []
  for (const message of unhandled) {
    try {
      const payload = (await crypto.decode(topic, message)) as { method?: string }
      if (payload.method === 'wc_sessionDelete') return true
    } catch {
      // The topic's key is gone only once the client is deleting the session.
      if (dropped()) return true
    }
  }
  return false
}

/**
 * Resolves once the universal provider has no session: it emits 'disconnect' once it has dropped
 * a deleted one; an expired one the session's own listener (registered first) drops at the
 * client's 'session_expire'.
 */
function sessionEnded(universal: UniversalProviderInstance, stops: (() => void)[]): Promise<void> {
  if (!universal.session) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      if (!universal.session) resolve()
    }
    universal.on('disconnect', done)
    universal.client.on('session_expire', done)
    stops.push(() => {
      universal.removeListener('disconnect', done)
      universal.client.off('session_expire', done)
    })
  })
}
