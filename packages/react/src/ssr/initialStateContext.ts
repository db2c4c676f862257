import { createContext, useContext } from 'react'
import type { AppKitInitialState } from './cookieToInitialState'

export const InitialStateContext = /* @__PURE__ */ createContext<AppKitInitialState | undefined>(
  undefined,
)

/** The state the server rendered from cookies (AppKitProvider's `initialState`), if any. */
export function useInitialState(): AppKitInitialState | undefined {
  return useContext(InitialStateContext)
}
