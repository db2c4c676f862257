import type { Config } from '@latchkey/controllers'
import { latchkeyError } from '@latchkey/core'
import { createContext, useContext } from 'react'

const ControllersContext = createContext<Config | null>(null)

export const ControllersProvider = ControllersContext.Provider

/** The core's controllers: views read their state and call their actions, nothing else. */
export function useControllers(): Config {
  const controllers = useContext(ControllersContext)
  if (!controllers) throw latchkeyError('CREATE_APPKIT_REQUIRED')
  return controllers
}
