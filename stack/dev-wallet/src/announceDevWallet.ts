import { defaultDevWalletInfo } from './icon'
import type { DevWalletInfo, DevWalletProvider } from './types'

/** EIP-6963 provider detail: frozen, with a uuid that stays the same for one provider. */
export interface DevWalletProviderDetail {
  info: Readonly<DevWalletInfo & { uuid: string }>
  provider: DevWalletProvider
}

const uuids = new WeakMap<object, string>()

// crypto.randomUUID exists only in secure contexts, so build a v4 UUID from random bytes.
function uuidV4(): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

function uuidFor(provider: DevWalletProvider): string {
  const uuid = uuids.get(provider) ?? uuidV4()
  uuids.set(provider, uuid)
  return uuid
}

/**
 * Announces the dev wallet through EIP-6963: dispatches `eip6963:announceProvider` now and on
 * every `eip6963:requestProvider`. Returns a function that stops answering requests.
 */
export function announceDevWallet(
  provider: DevWalletProvider,
  info?: Partial<DevWalletInfo>,
  target: EventTarget | undefined = globalThis.window,
): () => void {
  if (!target)
    throw new TypeError('announceDevWallet needs a target EventTarget (there is no window)')
  const detail: DevWalletProviderDetail = Object.freeze({
    info: Object.freeze({
      ...defaultDevWalletInfo,
      ...provider.info,
      ...info,
      uuid: uuidFor(provider),
    }),
    provider,
  })
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
