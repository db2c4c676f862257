import { getState, getWalletList } from '@latchkey/controllers/headless'
import { createTestCore } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { useProvider } from '../helpers/provider'

const provider = useProvider()

/** 45 registry wallets; the 3rd is the test core's installed wallet (by rdns). */
function registry() {
  provider.wallets = Array.from({ length: 45 }, (_, i) => ({
    id: `w${i}`,
    name: `Wallet ${String(i).padStart(2, '0')}`,
    ...(i === 2 ? { rdns: 'io.latchkey.testwallet' } : {}),
    image_url: i === 0 ? 'javascript:alert(1)' : `https://img.test/w${i}.png`,
  }))
}

describe('getWalletList (issue 38 headless: installed, recent, recommended, search, paging)', () => {
  it('lists the installed wallets and pages the registry with totals', async () => {
    registry()
    const t = createTestCore({ provider, without: ['solana'] })
    const list = await getWalletList(t.ctx, { pageSize: 10 })
    expect(list.installed.map((w) => [w.id, w.kind, w.installed])).toEqual([
      ['io.latchkey.testwallet', 'injected', true],
      ['walletConnect', 'walletConnect', false],
    ])
    // SPEC §9: 4 recommended; the one already installed is not offered twice.
    expect(list.recommended.map((w) => w.id)).toEqual(['w0', 'w1', 'w3'])
    expect(list.all).toMatchObject({ total: 45, page: 1, pageSize: 10, hasMore: true })
    expect(list.all.wallets.map((w) => w.id)).toEqual([
      'w0',
      'w1',
      'w2',
      'w3',
      'w4',
      'w5',
      'w6',
      'w7',
      'w8',
      'w9',
    ])
    // The registry row of an installed wallet says so; an unsafe image is left out.
    expect(list.all.wallets[2]).toMatchObject({ installed: true, kind: 'injected' })
    expect(list.all.wallets[0]!.imageUrl).toBeUndefined()
    expect(list.all.wallets[1]!.imageUrl).toBe('https://img.test/w1.png')

    const last = await getWalletList(t.ctx, { page: 5, pageSize: 10 })
    expect(last.all.wallets.map((w) => w.id)).toEqual(['w40', 'w41', 'w42', 'w43', 'w44'])
    expect(last.all).toMatchObject({ total: 45, page: 5, hasMore: false })
    // SPEC §9 pages of 40: page 5 of 10 needed the registry's second page, and no third.
    const pages = provider
      .fetchedUrls()
      .filter((url) => url.includes('/v1/wallets') && !url.includes('include='))
      .map(
        (url) =>
          new URL(url).searchParams.get('page') + '/' + new URL(url).searchParams.get('entries'),
      )
    expect(pages).toEqual(['1/4', '1/40', '2/40'])
  })

  it('two lists asked at once both count the registry (one waits for the page the other loads)', async () => {
    // A wallet announcing itself while the first list loads makes an app ask again at once: the
    // second call used to find the page in flight, skip it and answer 'no wallets'.
    registry()
    const t = createTestCore({ provider, without: ['solana'] })
    const [first, second] = await Promise.all([
      getWalletList(t.ctx, { pageSize: 10 }),
      getWalletList(t.ctx, { pageSize: 10 }),
    ])
    expect(first.all).toMatchObject({ total: 45, page: 1, hasMore: true })
    expect(second.all).toMatchObject({ total: 45, page: 1, hasMore: true })
    expect(second.all.wallets.map((w) => w.id).slice(0, 3)).toEqual(['w0', 'w1', 'w2'])
  })

  it('searches every section by name and the registry with the query', async () => {
    registry()
    const t = createTestCore({ provider, without: ['solana'] })
    const list = await getWalletList(t.ctx, { search: ' wallet 4 ' })
    expect(list.search).toBe('wallet 4')
    expect(list.installed).toEqual([])
    expect(list.recommended).toEqual([])
    expect(list.all.wallets.map((w) => w.name)).toEqual([
      'Wallet 40',
      'Wallet 41',
      'Wallet 42',
      'Wallet 43',
      'Wallet 44',
    ])
    expect(list.all).toMatchObject({ total: 5, hasMore: false })
    const test = await getWalletList(t.ctx, { search: 'test' })
    expect(test.installed.map((w) => w.id)).toEqual(['io.latchkey.testwallet'])
  })

  it('keeps recent wallets, newest first', async () => {
    registry()
    const t = createTestCore({ provider, without: ['solana'], approval: 'manual' })
    await getWalletList(t.ctx)
    const { connect } = await import('@latchkey/controllers/headless')
    const pairing = connect(t.ctx, { walletId: 'w5' })
    await expect.poll(() => getState(t.ctx).walletConnect).toBeDefined()
    t.evm.approve()
    await pairing
    const list = await getWalletList(t.ctx)
    expect(list.recent.map((w) => w.id)).toEqual(['w5'])
  })

  it('reports a registry failure as a code, in state and thrown', async () => {
    provider.fail('wallets', 400)
    const t = createTestCore({ provider, without: ['solana'] })
    const list = await getWalletList(t.ctx).catch((e: unknown) => e)
    expect(list).toMatchObject({ code: 'HTTP_STATUS_CODE', params: { status: 400 } })
    expect(getState(t.ctx).error).toEqual({ code: 'HTTP_STATUS_CODE', params: { status: 400 } })
  })
})
