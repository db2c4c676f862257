import type { UniversalProviderInstance } from './universalProvider'

/** How long a restore waits for the relay at most; past it, the stored session is taken as is. */
export const RELAY_CATCH_UP_MS = 3_000

interface RelayMessage {
  topic: string
  message: string
}

interface RelayPayload {
  method?: string
  params?: { data?: RelayMessage }
}

interface PayloadSource {
  on(event: 'payload', listener: (payload: RelayPayload) => void): void
  off(event: 'payload', listener: (payload: RelayPayload) => void): void
}

/**
 * SPEC §4: a stored session is synced before it counts as connected. What the wallet sent while
 * the page was closed waits at the relay (a wc_sessionDelete above all): once the socket is
 * open and the session's topic subscribed, this asks the relay for what it kept on that topic
 * (irn_batchFetchMessages; a message it already pushed on the socket comes before the answer),
 * has the client handle it,
 * and resolves once a wc_sessionDelete among those messages has ended the session. Never
 * throws; at most `timeoutMs`, so an unreachable relay leaves the stored session as it was.
 */
export async function catchUpWithRelay(
  universal: UniversalProviderInstance,
  timeoutMs: number = RELAY_CATCH_UP_MS,
): Promise<void> {
  const topic = universal.session?.topic
  const core = universal.client?.core
  const relayer = core?.relayer
  if (!topic || typeof relayer?.on !== 'function') return
  const handled: Promise<unknown>[] = []
  /** A message of the session's topic: when it is the wallet's delete, wait for the session's end. */
  const heard = (message: string) => {
    handled.push(
      core.crypto.decode(topic, message).then(
        (payload) =>
          (payload as { method?: string }).method === 'wc_sessionDelete'
            ? sessionEnded(universal)
            : undefined,
        () => undefined,
      ),
    )
  }
  // Pushed messages are seen as they arrive, before the client's own (asynchronous) handling.
  const onPayload = (payload: RelayPayload) => {
    const data = payload?.params?.data
    if (payload?.method?.endsWith('_subscription') && data?.topic === topic) heard(data.message)
  }
  let source: PayloadSource | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopWaiting: (() => void) | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  try {
    await Promise.race([
      timeout,
      (async () => {
        await new Promise<void>((resolve) => {
          stopWaiting = whenConnected(relayer, resolve)
        })
        source = relayer.provider as unknown as PayloadSource
        source.on('payload', onPayload)
        // The client ignores messages of a topic it is not subscribed to (yet): subscribe first.
        if (!relayer.subscriber.topics.includes(topic)) await relayer.subscribe(topic)
        const answer = (await relayer.request({
          method: 'irn_batchFetchMessages',
          params: { topics: [topic] },
        } as never)) as { messages?: RelayMessage[] } | undefined
        const kept = (answer?.messages ?? []).filter((m) => m.topic === topic)
        for (const message of kept) heard(message.message)
        if (kept.length > 0) await relayer.handleBatchMessageEvents(kept as never)
        await Promise.all(handled)
      })().catch(() => undefined),
    ])
  } finally {
    clearTimeout(timer)
    stopWaiting?.()
    source?.off('payload', onPayload)
  }
}

/** Calls `resolve` once the relay socket is open (now, if it is); returns how to stop waiting. */
function whenConnected(
  relayer: UniversalProviderInstance['client']['core']['relayer'],
  resolve: () => void,
): () => void {
  if (relayer.connected) {
    resolve()
    return () => {}
  }
  const onConnect = () => {
    relayer.off('relayer_connect', onConnect)
    resolve()
  }
  relayer.on('relayer_connect', onConnect)
  return () => relayer.off('relayer_connect', onConnect)
}

/** Resolves once the universal provider has dropped the session (it emits 'disconnect'). */
function sessionEnded(universal: UniversalProviderInstance): Promise<void> {
  if (!universal.session) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      universal.removeListener('disconnect', done)
      resolve()
    }
    universal.on('disconnect', done)
  })
}
