import * as Account from '@latchkey/controllers/account'
import * as Network from '@latchkey/controllers/network'
import { optimism } from '@latchkey/test-fakes'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, LUSD, transaction } from '../../../test/fakes/fakeApi'
import { createFakeRegistry } from '../../../test/fakes/fakeRegistry'
import { connectWallet, createTestCore, renderModal, settle } from '../../../test/fakes/testCore'
import type { AppKit } from '../../appkit/createAppKit'
import { NetworkButton } from '../../webComponents/NetworkButton'
import { providerImageUrl } from './providerImageUrl'

const API = 'https://provider.test/api'
const image = (kind: string, id: string) => `${API}/v1/images/${kind}/${id}?projectId=test-project`

describe('providerImageUrl', () => {
  it('builds <apiUrl>/v1/images/{kind}/{id} with the project, the id encoded', () => {
    const source = { apiUrl: API, projectId: 'test-project' }
    expect(providerImageUrl(source, 'networks', 'eip155:1')).toBe(
      'https://provider.test/api/v1/images/networks/eip155%3A1?projectId=test-project',
    )
    expect(providerImageUrl({ ...source, apiUrl: `${API}/` }, 'tokens', 'USDC')).toBe(
      'https://provider.test/api/v1/images/tokens/USDC?projectId=test-project',
    )
    expect(providerImageUrl(source, 'tokens', '../x')).toBe(
      'https://provider.test/api/v1/images/tokens/..%2Fx?projectId=test-project',
    )
  })

  it('gives nothing without a provider URL, an id, or with a URL that does not parse', () => {
    expect(providerImageUrl({ apiUrl: undefined, projectId: 'p' }, 'tokens', 'ETH')).toBeUndefined()
    expect(providerImageUrl({ apiUrl: API, projectId: 'p' }, 'tokens', '')).toBeUndefined()
    expect(providerImageUrl({ apiUrl: 'not a url', projectId: 'p' }, 'tokens', 'ETH')).toBe(
      undefined,
    )
  })
})

describe('network and token images from the provider (issue 23)', () => {
  /** Every URL the modal asked the browser to load; those in `broken` fail. */
  let requested: string[]
  let broken: Set<string>

  beforeEach(() => {
    requested = []
    broken = new Set()
    class RecordingImage {
      decoding = ''
      referrerPolicy = ''
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(url: string) {
        requested.push(url)
        setTimeout(() => (broken.has(url) ? this.onerror?.() : this.onload?.()), 0)
      }
    }
    vi.stubGlobal('Image', RecordingImage)
  })
  afterEach(() => vi.unstubAllGlobals())

  const drawn = (row: HTMLElement) => row.querySelector('img')?.getAttribute('src') ?? null

  it('draws network rows and the account network row from the provider, the monogram when it fails', async () => {
    broken.add(image('networks', 'eip155%3A10'))
    const t = createTestCore({ api: createFakeApi().api, apiUrl: API })
    await connectWallet(t)
    await renderModal(t)
    await settle()
    const accountRow = screen.getByRole('button', { name: /Network: Ethereum/ })
    await waitFor(() => expect(drawn(accountRow)).toBe(image('networks', 'eip155%3A1')))

    await userEvent.click(accountRow)
    await settle()
    const list = screen.getByRole('list', { name: 'Choose network' })
    const row = (name: RegExp) => within(list).getByRole('button', { name })
    await waitFor(() => expect(drawn(row(/Sepolia/))).toBe(image('networks', 'eip155%3A11155111')))
    expect(requested).toContain(image('networks', 'eip155%3A10'))
    expect(drawn(row(/OP Mainnet/))).toBeNull()
    expect(row(/OP Mainnet/).querySelector('[data-fallback="true"]')).not.toBeNull()
  })

  it("draws the page's network button and the account's network row alike: one image, one monogram", async () => {
    // The provider names its networks its own way ('Solana Localnet' for 'Latchkey Solana'):
    // drawing its image in one place and the client's monogram in the other read 'SL' and 'LS'.
    broken.add(image('networks', 'eip155%3A10'))
    const t = createTestCore({ api: createFakeApi().api, apiUrl: API })
    await connectWallet(t)
    await renderModal(t)
    await settle()
    const appKit = { controllers: t.ctx, open: t.core.open } as unknown as AppKit
    const page = render(<NetworkButton appKit={appKit} />)
    const button = () => page.container.querySelector('button') as HTMLElement
    const accountRow = () =>
      within(screen.getByRole('dialog')).getByRole('button', { name: /^Network: Ethereum/ })
    await waitFor(() => expect(drawn(button())).toBe(image('networks', 'eip155%3A1')))
    expect(drawn(accountRow())).toBe(drawn(button()))

    // Where the provider has no image, both fall back to the same monogram.
    await act(async () => {
      await Network.switchNetwork(t.ctx, optimism)
    })
    await settle()
    await waitFor(() => expect(requested).toContain(image('networks', 'eip155%3A10')))
    await settle()
    const monogram = (element: HTMLElement) =>
      element.querySelector('[data-fallback="true"] text')?.textContent
    expect(drawn(button())).toBeNull()
    expect(monogram(button())).toBe('OM')
    const opRow = within(screen.getByRole('dialog')).getByRole('button', { name: /^Network: OP/ })
    expect(monogram(opRow)).toBe(monogram(button()))
  })

  it('draws a token row without an icon of its own from the provider; one with an icon keeps it', async () => {
    const ETH = { ...LUSD, name: 'Ether', symbol: 'ETH', iconUrl: '' }
    const t = createTestCore({ api: createFakeApi({ tokens: [ETH, LUSD] }).api, apiUrl: API })
    await connectWallet(t)
    await renderModal(t)
    await settle()
    const panel = screen.getByRole('tabpanel', { name: 'Tokens' })
    const rowOf = (name: string) => within(panel).getByText(name).closest('li') as HTMLElement
    await waitFor(() => expect(drawn(rowOf('Ether'))).toBe(image('tokens', 'ETH')))
    expect(drawn(rowOf('Latchkey USD'))).toBe(LUSD.iconUrl)
  })

  it('draws an activity row from the provider by its token symbol, the monogram when it fails', async () => {
    broken.add(image('tokens', 'ETH'))
    const api = createFakeApi({ pages: [[transaction('t1', '2025-06-02T10:00:00Z')]] })
    const t = createTestCore({ api: api.api, apiUrl: API })
    await connectWallet(t)
    Account.setCurrentTab(t.ctx, 2)
    await renderModal(t)
    await settle()
    const activity = await screen.findByRole('tabpanel', { name: 'Activity' })
    const row = await waitFor(() => {
      const li = activity.querySelector('.lk-activity-row') as HTMLElement
      expect(li).not.toBeNull()
      return li
    })
    await waitFor(() => expect(requested).toContain(image('tokens', 'ETH')))
    await settle()
    expect(drawn(row)).toBeNull()
    expect(row.querySelector('[data-fallback="true"]')).not.toBeNull()
  })

  it('draws registry wallets by their image_id and the WalletConnect row from the provider', async () => {
    // The provider's GET /v1/wallets gives image_id, never image_url (apps/provider WalletRegistry).
    const brand = {
      id: 'brand',
      name: 'Brand Wallet',
      image_id: 'brand-image',
      mobile_link: 'brand://',
    }
    const own = { ...brand, id: 'own', name: 'Own Wallet', image_url: 'https://img.test/own.png' }
    const registry = createFakeRegistry(2, [brand, own])
    const t = createTestCore({
      api: createFakeApi().api,
      apiUrl: API,
      walletRegistry: registry.client,
    })
    await renderModal(t, { view: 'AllWallets' })
    await settle()
    const list = screen.getByRole('list', { name: 'All wallets' })
    const row = (name: string) => within(list).getByRole('button', { name: new RegExp(name) })
    await waitFor(() => expect(drawn(row('Brand Wallet'))).toBe(image('wallets', 'brand-image')))
    expect(drawn(row('Own Wallet'))).toBe('https://img.test/own.png')

    await act(async () => t.core.open({ view: 'Connect' }))
    await settle()
    const walletConnect = screen.getByRole('button', { name: /WalletConnect/ })
    await waitFor(() => expect(drawn(walletConnect)).toBe(image('connectors', 'walletconnect')))
  })

  it('asks the provider for nothing without an api URL', async () => {
    const ETH = { ...LUSD, name: 'Ether', symbol: 'ETH', iconUrl: '' }
    const t = createTestCore({ api: createFakeApi({ tokens: [ETH] }).api })
    await connectWallet(t)
    await renderModal(t)
    await settle()
    await screen.findByText('Ether')
    expect(requested.filter((url) => url.includes('/v1/images/'))).toEqual([])
  })
})
