import type { PolkadotDevExtension } from './createPolkadotDevExtension'

export const POLKADOT_DEV_EXTENSION_KEY = 'latchkey-dev'

interface InjectedWeb3Host {
  injectedWeb3?: Record<string, unknown>
}

/**
 * Puts the extension in `window.injectedWeb3` as extensions do: only `enable`, `version` and a
 * display name, so the page never holds its keys. Answers a function that takes it out again.
 */
export function injectPolkadotDevExtension(
  extension: PolkadotDevExtension,
  target: InjectedWeb3Host = globalThis as InjectedWeb3Host,
  key = POLKADOT_DEV_EXTENSION_KEY,
): () => void {
  target.injectedWeb3 ??= {}
  const entry = Object.freeze({
    version: extension.version,
    name: extension.name,
    enable: (origin: string) => extension.enable(origin),
  })
  target.injectedWeb3[key] = entry
  return () => {
    if (target.injectedWeb3?.[key] === entry) delete target.injectedWeb3[key]
  }
}
