import { type AppKit, type CreateAppKitOptions, createAppKit } from '@latchkey/ui'
import { createContext, type ReactNode, useContext, useState } from 'react'

const AppKitContext = /* @__PURE__ */ createContext<AppKit | undefined>(undefined)

export interface AppKitProviderProps extends CreateAppKitOptions {
  children?: ReactNode
}

/**
 * Creates the AppKit once (SPEC §4: later calls reuse it) and renders its children.
 * Safe on the server: creation touches no DOM and starts no request.
 */
export function AppKitProvider({ children, ...options }: AppKitProviderProps) {
  const [appKit] = useState(() => createAppKit(options))
  return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>
}

/** The instance made by the nearest AppKitProvider, if any. */
export function useAppKitContext(): AppKit | undefined {
  return useContext(AppKitContext)
}
