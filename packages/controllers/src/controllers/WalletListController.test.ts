import { createMemoryStorage, type WalletListEntry } from '@latchkey/core'
import { DESKTOP, ethereum } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { buildContext } from '../core/buildContext'
import type { WalletRegistryClient } from '../walletList/WalletRegistryClient'
import * as Chain from './ChainController'
import * as WalletList from './WalletListController'

type Answer = { count: number; data: WalletListEntry[] }
const wallet = (id: string) => ({ id, name: id }) as WalletListEntry

/** A config whose registry answers each call with the next promise it is given. */
function registryConfig() {
  const answers: Array<(answer: Answer) => void> = []
  const getWallets = vi.fn(() => new Promise<Answer>((resolve) => answers.push(resolve)))
  const config = buildContext({
    networks: [ethereum],
    excludeWalletIds: ['x'],
    storage: createMemoryStorage(),
    environment: DESKTOP,
    walletRegistry: { getWallets } as unknown as WalletRegistryClient,
  })
  Chain.initChain(config, {
    namespace: 'eip155',
    caipNetworks: [ethereum],
    defaultAccountType: 'eoa',
  })
  return { config, answers, getWallets }
}

describe('the wallet list as free functions over a store (issue 34)', () => {
  it('asks for 4 recommended, pages of 40 and searches of up to 100 (SPEC §9)', async () => {
    const { config, answers, getWallets } = registryConfig()
    const prefetched = WalletList.prefetch(config)
    answers[0]?.({ count: 1, data: [wallet('r')] })
    await prefetched
    const paged = WalletList.fetchNextPage(config)
    answers[1]?.({ count: 41, data: [wallet('a')] })
    await paged
    const searched = WalletList.searchWallets(config, ' meta ')
    answers[2]?.({ count: 1, data: [wallet('m')] })
    await searched
    const filters = { exclude: ['x'], chains: 'eip155:1' }
    expect(getWallets.mock.calls).toEqual([
      [{ page: 1, entries: 4, ...filters }],
      [{ page: 1, entries: 40, ...filters }],
      [{ page: 1, entries: 100, search: 'meta', ...filters }],
    ])
    expect(config.store.walletList).toBe(WalletList.state(config))
    expect(WalletList.state(config)).toMatchObject({
      recommended: [wallet('r')],
      wallets: [wallet('a')],
      count: 41,
      page: 1,
      search: [wallet('m')],
      loading: false,
    })
  })

  it("drops a search answered after a newer one of the same store, not another store's", async () => {
    const one = registryConfig()
    const two = registryConfig()
    const older = WalletList.searchWallets(one.config, 'met')
    const otherStore = WalletList.searchWallets(two.config, 'rain')
    const newer = WalletList.searchWallets(one.config, 'meta')
    one.answers[1]?.({ count: 1, data: [wallet('metamask')] })
    await newer
    one.answers[0]?.({ count: 1, data: [wallet('metronome')] })
    await older
    two.answers[0]?.({ count: 1, data: [wallet('rainbow')] })
    await otherStore
    expect(WalletList.state(one.config).search).toEqual([wallet('metamask')])
    expect(WalletList.state(two.config).search).toEqual([wallet('rainbow')])
  })
})
