/** EIP-1193 provider events and what their listeners receive. */
export interface DevWalletEvents {
  accountsChanged: (accounts: `0x${string}`[]) => void
  chainChanged: (chainId: `0x${string}`) => void
  connect: (info: { chainId: `0x${string}` }) => void
  disconnect: (error: { code: number; message: string }) => void
  message: (message: { type: string; data: unknown }) => void
}

export type DevWalletEventName = keyof DevWalletEvents

export interface Emitter {
  on<E extends DevWalletEventName>(event: E, listener: DevWalletEvents[E]): void
  removeListener<E extends DevWalletEventName>(event: E, listener: DevWalletEvents[E]): void
  emit<E extends DevWalletEventName>(event: E, ...args: Parameters<DevWalletEvents[E]>): void
}

/** A minimal event emitter; a throwing listener is reported and does not break the wallet. */
export function createEmitter(): Emitter {
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (...a: unknown[]) => void)(...args)
        } catch (error) {
          console.error(`[dev-wallet] a "${event}" listener threw`, error)
        }
      }
    },
  }
}
