import { type AppKit, type CreateAppKitOptions, createAppKit } from '@latchkey/ui'
import { createContext, type ReactNode, useContext, useState } from 'react'
import type { AppKitInitialState } from '../ssr/cookieToInitialState'
import { InitialStateContext } from '../ssr/initialStateContext'

const AppKitContext = /* @__PURE__ */ createContext<AppKit | undefined>(undefined)

export interface AppKitProviderProps extends CreateAppKitOptions {
  children?: ReactNode
  /**
   * What the server renders, from `cookieToInitialState(cookieHeader, { networks })` with
   * `storage: cookieStorage`: hooks show it until the browser's session has restored.
   */
  initialState?: AppKitInitialState
}

/**
 * Creates the AppKit once (SPEC §4: later calls reuse it) and renders its children.
 * Safe on the server: creation touches no DOM and starts no request.
 */
export function AppKitProvider({ children, initialState, ...options }: AppKitProviderProps) {
  const [appKit] = useState(() => createAppKit(options))
  return (
    <AppKitContext.Provider value={appKit}>
      <InitialStateContext.Provider value={initialState}>{children}</InitialStateContext.Provider>
    </AppKitContext.Provider>
  )
}

/** The instance made by the nearest AppKitProvider, if any. */
export function useAppKitContext(): AppKit | undefined {
  return useContext(AppKitContext)
}
