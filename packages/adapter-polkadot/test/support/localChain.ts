import {
  createPolkadotDevExtension,
  injectPolkadotDevExtension,
} from '@latchkey/dev-wallet/polkadot'
import {
  findPolkadotGenesis,
  type LocalPolkadot,
  startLocalPolkadot,
} from '@latchkey/local-polkadot'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { InjectedWeb3Target } from '../../src'
import { localPolkadot } from '../../src'

/** The shared genesis is test data beside the repository; without it these tests are skipped. */
export const hasGenesis = findPolkadotGenesis() !== undefined

export interface LocalSetup {
  chain: LocalPolkadot
  network: ReturnType<typeof localPolkadot>
  /** An API of the test's own, to check the chain independently of the adapter. */
  api: ApiPromise
  stop(): Promise<void>
}

/** One chain per test file (chopsticks' start-up is the slow part). */
export async function startLocalSetup(): Promise<LocalSetup> {
  const chain = await startLocalPolkadot()
  const api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
  return {
    chain,
    network: localPolkadot(chain.wsUrl),
    api,
    async stop() {
      await api.disconnect().catch(() => undefined)
      await chain.stop()
    },
  }
}

/** A page with the development extension in its injectedWeb3, holding //Alice and //Bob. */
export async function pageWithDevExtension() {
  const extension = await createPolkadotDevExtension({ accounts: ['//Alice', '//Bob'] })
  const page: InjectedWeb3Target = {}
  injectPolkadotDevExtension(extension, page)
  /** Approves (or rejects) the next request the extension queues. */
  const decideNext = async (approve: boolean) => {
    const request = await extension.approvals.nextPending()
    if (approve) extension.approvals.approve(request.id)
    else extension.approvals.reject(request.id)
    return request
  }
  return { extension, page, decideNext }
}

export async function freeBalance(api: ApiPromise, address: string): Promise<bigint> {
  const { data } = await api.query.system.account(address)
  return data.free.toBigInt()
}
