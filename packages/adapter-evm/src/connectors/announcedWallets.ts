import { isEip1193Provider } from '../provider/Eip1193Provider'
import type { ConnectorSource, EvmConnector } from './EvmConnector'

/** EIP-6963 provider info as a wallet announces it. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider'

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}

/** Reads an announcement; undefined for anything that is not a well-formed EIP-6963 detail. */
export function readAnnouncement(event: Event): EvmConnector | undefined {
  const detail = (event as CustomEvent<unknown>).detail as
    | { info?: Partial<Eip6963ProviderInfo>; provider?: unknown }
    | undefined
  const info = detail?.info
  const provider = detail?.provider
  if (!info || !isEip1193Provider(provider) || !nonEmptyString(info.name)) return undefined
  // rdns is stable across page loads, uuid is not: the id must survive a reload to reconnect.
  const id = nonEmptyString(info.rdns) ? info.rdns : info.uuid
  if (!nonEmptyString(id)) return undefined
  return Object.freeze({
    id,
    name: info.name,
    type: 'ANNOUNCED',
    ...(nonEmptyString(info.icon) ? { imageUrl: info.icon } : {}),
    ...(nonEmptyString(info.rdns) ? { info: { rdns: info.rdns } } : {}),
    installed: true,
    provider,
    getProvider: () => provider,
  } satisfies EvmConnector)
}

/** EIP-6963 discovery: listens for announcements, then asks every wallet to announce itself. */
export function announcedWallets(): ConnectorSource {
  return {
    id: 'eip6963',
    start({ target, publish }) {
      if (!target) return () => {}
      const byId = new Map<string, EvmConnector>()
      const onAnnounce = (event: Event) => {
        const connector = readAnnouncement(event)
        if (!connector) return
        const known = byId.get(connector.id)
        if (known && known.provider === connector.provider && known.name === connector.name) return
        byId.set(connector.id, connector)
        publish([...byId.values()])
      }
      target.addEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce)
      // The target's own Event class: a window (or happy-dom) refuses events of another realm.
      const EventClass = (target as { Event?: typeof Event }).Event ?? Event
      target.dispatchEvent(new EventClass(EIP6963_REQUEST_EVENT))
      return () => target.removeEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce)
    },
  }
}
