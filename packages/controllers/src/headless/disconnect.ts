import type { ChainNamespace } from '@latchkey/core'
import * as Connection from '../controllers/ConnectionController'
import type { Config } from '../core/Config'
import { headlessSlice, run } from './headlessState'

/** Disconnects one namespace (and those sharing its connector, SPEC §4), or every namespace. */
export function disconnect(config: Config, parameters: { namespace?: ChainNamespace } = {}) {
  return run(config, async () => {
    await Connection.disconnect(config, parameters.namespace)
    headlessSlice(config).login = { step: 'idle' }
  })
}
