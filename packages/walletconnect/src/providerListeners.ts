import type { ChainNamespace } from '@latchkey/core'
import type { UniversalProviderInstance } from './universalProvider'
import type { WalletConnectSessionEvent } from './walletConnectSession'

interface SessionEventPayload {
  topic: string
  params: { chainId: string; event: { name: string; data: unknown } }
}

/**
 * What the loaded universal provider tells the session: the pairing URI (to `showUri()`, read at
 * each), the session's updates, the wallet's chain and account events, its end and its expiry
 * (SPEC §4), as session events. Returns how to stop listening.
 */
export function listenToProvider(
  universal: UniversalProviderInstance,
  emit: (event: WalletConnectSessionEvent) => void,
  showUri: () => ((uri: string) => void) | undefined,
): () => void {
  const onUri = (uri: string) => showUri()?.(uri)
  const onUpdate = () => emit({ type: 'update' })
  const onEvent = ({ topic, params }: SessionEventPayload) => {
    if (topic !== universal.session?.topic) return
    const [namespace] = params.chainId.split(':') as [ChainNamespace]
    const { name, data } = params.event
    if (name === 'chainChanged') {
      const reference = String(data).split(':').pop()
      if (reference) emit({ type: 'chain', namespace, chainId: reference })
    } else if (name === 'accountsChanged' && Array.isArray(data) && data.length > 0) {
      const address = String(data[0]).split(':').pop()
      if (address) emit({ type: 'accounts', namespace, address })
    }
  }
  const onDisconnect = () => emit({ type: 'disconnect' })
  const onExpire = ({ topic }: { topic: string }) => {
    if (topic !== universal.session?.topic) return
    universal.session = undefined
    emit({ type: 'disconnect' })
  }
  universal.on('display_uri', onUri)
  universal.on('session_update', onUpdate)
  universal.on('disconnect', onDisconnect)
  universal.client.on('session_event', onEvent as never)
  universal.client.on('session_expire', onExpire)
  return () => {
    universal.removeListener('display_uri', onUri)
    universal.removeListener('session_update', onUpdate)
    universal.removeListener('disconnect', onDisconnect)
    universal.client.off('session_event', onEvent as never)
    universal.client.off('session_expire', onExpire)
  }
}
