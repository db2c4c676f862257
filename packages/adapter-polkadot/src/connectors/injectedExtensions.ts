import type { InjectedWeb3Target, InjectedWindowProvider } from './InjectedWeb3'
import type { PolkadotConnector } from './PolkadotConnector'

/** How the common extensions name themselves in `window.injectedWeb3`. */
const KNOWN_NAMES: Readonly<Record<string, string>> = Object.freeze({
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
  polkagate: 'PolkaGate',
  'nova-wallet': 'Nova Wallet',
})

/** A readable name for an extension key: the known one, else its own `name`, else the key. */
function extensionName(key: string, entry: InjectedWindowProvider): string {
  const own = (entry as { name?: unknown }).name
  return KNOWN_NAMES[key] ?? (typeof own === 'string' && own.trim() ? own.trim() : key)
}

/**
 * One INJECTED connector per extension in `window.injectedWeb3`, in the order they injected.
 * Opening one calls its `enable(appName)`, which prompts the visitor once per site; restoring
 * does the same, since an extension that already granted the site answers without a prompt.
 */
export function injectedExtensions(target: InjectedWeb3Target | undefined): PolkadotConnector[] {
  const entries = Object.entries(target?.injectedWeb3 ?? {})
  return entries
    .filter((entry): entry is [string, InjectedWindowProvider] => {
      const provider = entry[1]
      return typeof provider?.enable === 'function'
    })
    .map(([key, entry]) => {
      const enable = async (appName: string) => {
        const extension = await entry.enable(appName)
        return {
          accounts: () => extension.accounts.get(),
          subscribe: (callback: Parameters<NonNullable<typeof extension.accounts.subscribe>>[0]) =>
            extension.accounts.subscribe?.(callback) ?? (() => {}),
          signer: extension.signer,
        }
      }
      return {
        id: key,
        name: extensionName(key, entry),
        type: 'INJECTED',
        installed: true,
        open: ({ appName }) => enable(appName),
        restore: ({ appName }) => enable(appName),
      } satisfies PolkadotConnector
    })
}
