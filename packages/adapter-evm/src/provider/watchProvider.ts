import type { Eip1193Provider } from './Eip1193Provider'

export interface ProviderEventHandlers {
  accountsChanged(accounts: readonly string[]): void
  chainChanged(chainId: number): void
  disconnect(error: unknown): void
}

/** Subscribes to a provider's EIP-1193 events; returns the function that removes every listener. */
export function watchProvider(
  provider: Eip1193Provider,
  handlers: ProviderEventHandlers,
): () => void {
  if (typeof provider.on !== 'function') return () => {}
  const onAccounts = (accounts: unknown) =>
    handlers.accountsChanged(Array.isArray(accounts) ? accounts.filter(isString) : [])
  const onChain = (chainId: unknown) => {
    const id = typeof chainId === 'string' || typeof chainId === 'number' ? Number(chainId) : NaN
    if (Number.isSafeInteger(id) && id > 0) handlers.chainChanged(id)
  }
  const onDisconnect = (error: unknown) => handlers.disconnect(error)
  const listeners: [string, (value: never) => void][] = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ]
  for (const [event, listener] of listeners) provider.on(event, listener)
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
  }
}

function isString(value: unknown): value is string {
  return typeof value === 'string'
}
