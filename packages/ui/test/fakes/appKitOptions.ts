import { createMemoryStorage } from '@latchkey/core'
import { ethereum } from '@latchkey/test-fakes'
import type { CreateAppKitOptions } from '../../src/appkit/createAppKit'
import { createDevAdapter } from './devWallets'
import { createFakeRegistry } from './fakeRegistry'
import { DESKTOP } from './testCore'

/** createAppKit's options for tests: the dev wallets, memory storage, the fake registry. */
export function appKitOptions(extra: Partial<CreateAppKitOptions> = {}): CreateAppKitOptions {
  return {
    projectId: 'p',
    networks: [ethereum],
    adapters: [createDevAdapter()],
    storage: createMemoryStorage(),
    environment: DESKTOP,
    walletRegistry: createFakeRegistry().client,
    logger: { error: () => {}, warn: () => {} },
    ...extra,
  }
}
