import * as Account from '@latchkey/controllers/account'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { sepolia } from '@latchkey/test-fakes'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS } from '../../../test/fakes/devWallets'
import { createFakeApi, nft, transaction } from '../../../test/fakes/fakeApi'
import { connectWallet, createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

async function openAccount(api = createFakeApi()) {
  const t = createTestCore({ api: api.api })
  await connectWallet(t)
  await renderModal(t)
  await settle()
  return t
}

describe('Account view', () => {
  it('names the phone wallet a WalletConnect session reached, with only a safe icon', async () => {
    const t = createTestCore()
    const wallet = { name: 'Rainbow', icon: 'https://rainbow.test/icon.png' }
    await act(async () => {
      const connecting = Connection.connect(t.ctx, { connectorId: 'walletConnect' })
      t.evm.approve(ADDRESS, wallet)
      await connecting
    })
    await renderModal(t)
    await settle()
    expect(screen.getByText('Connected with Rainbow')).toBeTruthy()
    expect(screen.queryByText(/WalletConnect/)).toBeNull()
    expect(Chain.getAccount(t.ctx)?.connectedWalletInfo).toMatchObject(wallet)

    const hostile = createTestCore()
    await act(async () => {
      const connecting = Connection.connect(hostile.ctx, { connectorId: 'walletConnect' })
      hostile.evm.approve(ADDRESS, { name: 'Evil', icon: 'javascript:alert(1)' })
      await connecting
    })
    expect(Chain.getAccount(hostile.ctx)?.connectedWalletInfo?.icon).toBeUndefined()
  })

  it('names the browser wallet it connected', async () => {
    await openAccount()
    expect(screen.getByText('Connected with Dev Wallet')).toBeTruthy()
  })

  it('opens on Account when connected, showing address, balance and network', async () => {
    const t = await openAccount()
    expect(Router.state(t.ctx).view).toBe('Account')
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(screen.getByText('0x1111…1111')).toBeTruthy()
    expect(screen.getByText(/1\.234 ETH/)).toBeTruthy()
    const networkRow = screen.getByRole('button', { name: /Network: Ethereum/ })
    // Its drawn icon has the network's initials, as on the page's network button.
    expect(networkRow.querySelector('svg text')?.textContent).toBe('E')
  })

  it('shows the wallet features it draws in SPEC order and opens them (no Buy where the provider sells nothing)', async () => {
    const t = await openAccount()
    const nav = screen.getByRole('navigation', { name: 'Wallet actions' })
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Swap', 'Receive', 'Send'])
    await userEvent.click(within(nav).getByRole('button', { name: 'Receive' }))
    expect(Router.state(t.ctx).view).toBe('WalletReceive')
  })

  it('hides Swap off the SPEC §9 swap networks, and shows it where the provider lists swaps', async () => {
    const fake = createFakeApi()
    const t = createTestCore({ api: fake.api, defaultNetwork: sepolia })
    t.evmWallet.chainId = sepolia.id
    await connectWallet(t)
    await renderModal(t)
    await settle()
    const labels = () =>
      within(screen.getByRole('navigation', { name: 'Wallet actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent)
    // Sepolia is no SPEC §9 swap network and the provider lists no swap chain.
    expect(labels()).toEqual(['Receive', 'Send'])

    const listed = createFakeApi()
    listed.api.fetchSupportedChains = async () => ({
      http: ['eip155:1', 'eip155:11155111'],
      ws: [],
      swap: ['eip155:11155111'],
    })
    const offered = createTestCore({ api: listed.api, defaultNetwork: sepolia })
    offered.evmWallet.chainId = sepolia.id
    await connectWallet(offered)
    await renderModal(offered)
    await settle()
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('navigation', { name: 'Wallet actions' }).at(-1)!)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toContain('Swap'),
    )
  })

  it('has no Swap button when the swaps feature is off', async () => {
    const t = createTestCore({ features: { swaps: false } })
    await connectWallet(t)
    await renderModal(t)
    await settle()
    const nav = screen.getByRole('navigation', { name: 'Wallet actions' })
    expect(within(nav).queryByRole('button', { name: 'Swap' })).toBeNull()
  })

  it('lists token balances with amounts cut to 3 decimals and dollars with pennies', async () => {
    await openAccount()
    const panel = screen.getByRole('tabpanel', { name: 'Tokens' })
    await waitFor(() => expect(within(panel).getByText('Latchkey USD')).toBeTruthy())
    expect(within(panel).getByText('1234.567 LUSD')).toBeTruthy()
    expect(within(panel).getByText('$1,234.56')).toBeTruthy()
  })

  it("shows the account's total in dollars and two-digit pennies (SPEC §5)", async () => {
    await openAccount()
    await waitFor(() =>
      expect(document.querySelector('.lk-account-total')?.textContent).toBe(
        'Total value: $1,234.56',
      ),
    )
  })

  it('shows 0.00 and no token values on a testnet (SPEC §5)', async () => {
    const t = createTestCore({ api: createFakeApi().api, defaultNetwork: sepolia })
    t.evmWallet.chainId = sepolia.id
    await connectWallet(t)
    await renderModal(t)
    await settle()
    expect(Chain.state(t.ctx).activeCaipNetwork?.testnet).toBe(true)
    const panel = screen.getByRole('tabpanel', { name: 'Tokens' })
    await waitFor(() => expect(within(panel).getByText('Latchkey USD')).toBeTruthy())
    expect(within(panel).queryByText(/\$/)).toBeNull()
    expect(document.querySelector('.lk-account-total')?.textContent).toBe('Total value: $0.00')
  })

  it('has no Activity tab and asks no history with the history feature off (SPEC §9)', async () => {
    const api = createFakeApi({ pages: [[transaction('t1', '2025-06-02T10:00:00Z')]] })
    const t = createTestCore({ api: api.api, features: { history: false } })
    await connectWallet(t)
    Account.setCurrentTab(t.ctx, 2)
    await renderModal(t)
    await settle()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
    expect(screen.getByRole('tabpanel', { name: 'Tokens' })).toBeTruthy()
    expect(api.calls.filter((call) => call.startsWith('fetchTransactions'))).toEqual([])
  })

  it('switches tabs through the account controller, with the keyboard too', async () => {
    const api = createFakeApi({
      pages: [
        [transaction('t1', '2025-06-02T10:00:00Z'), transaction('t0', '2024-12-30T10:00:00Z')],
      ],
    })
    const t = await openAccount(api)
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Tokens' }))
    await user.keyboard('{ArrowRight}')
    expect(Chain.getAccount(t.ctx)?.currentTab).toBe(1)
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'NFTs' }).textContent).toContain('No NFTs'),
    )
    await user.keyboard('{ArrowRight}')
    expect(Chain.getAccount(t.ctx)?.currentTab).toBe(2)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'June' })).toBeTruthy())
    expect(screen.getByRole('heading', { name: 'December 2024' })).toBeTruthy()
  })

  it('shows the NFTs as a grid (name, collection, amount for ERC-1155), a page at a time', async () => {
    const api = createFakeApi({
      nftPages: [
        [
          nft('1'),
          nft('7', {
            standard: 'ERC1155',
            amount: '5',
            name: 'Badge 7',
            collection: { name: 'Latchkey Badges' },
          }),
        ],
        [nft('9', { name: null, collection: { name: null }, image: null })],
      ],
    })
    const t = await openAccount(api)
    await act(async () => Account.setCurrentTab(t.ctx, 1))
    const panel = await waitFor(() => {
      const tab = screen.getByRole('tabpanel', { name: 'NFTs' })
      expect(tab.textContent).toContain('Key #1')
      return tab
    })
    const cards = within(panel).getAllByRole('listitem')
    const shown = (card: HTMLElement) =>
      [...card.querySelectorAll('.lk-nft-name, .lk-nft-collection, .lk-nft-amount')].map(
        (part) => part.textContent,
      )
    expect(cards.map(shown)).toEqual([
      ['Key #1', 'Latchkey Keys'],
      ['Badge 7', 'Latchkey Badges', '× 5'],
    ])
    expect(api.calls.filter((c) => c.startsWith('fetchNfts'))).toEqual(['fetchNfts:eip155:1:'])
    await userEvent.click(within(panel).getByRole('button', { name: 'Show more NFTs' }))
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3))
    // A token without a name shows its id; the last page leaves no button.
    expect(shown(within(panel).getAllByRole('listitem')[2] as HTMLElement)).toEqual(['#9'])
    expect(within(panel).queryByRole('button', { name: 'Show more NFTs' })).toBeNull()
  })

  it('copies the address with a toast', async () => {
    await openAccount()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe(
        'Address copied',
      ),
    )
    writeText.mockRestore()
  })

  it('disconnects and closes', async () => {
    const t = await openAccount()
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await settle()
    expect(Chain.isConnected(t.ctx)).toBe(false)
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it("a failed disconnect shows 'Failed to disconnect' and leads to Connect, never an empty modal", async () => {
    const t = await openAccount()
    t.evm.disconnect = async () => {
      throw new Error('relay down')
    }
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await settle()
    expect(Chain.isConnected(t.ctx)).toBe(false)
    expect(Modal.state(t.ctx).open).toBe(true)
    expect(Router.state(t.ctx).view).toBe('Connect')
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe(
        'Failed to disconnect',
      ),
    )
  })

  it('shows the profile name instead of the address, and offers no second name', async () => {
    const api = createFakeApi()
    api.api.reverseLookupEnsName = async () => [
      { name: 'alice.latchkey.id', addresses: {}, attributes: [] },
    ]
    await openAccount(api)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByTitle(ADDRESS).textContent).toBe('alice.latchkey.id')
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it('offers no name on a testnet (SPEC §7)', async () => {
    const t = createTestCore({ api: createFakeApi().api, defaultNetwork: sepolia })
    t.evmWallet.chainId = sepolia.id
    await connectWallet(t)
    await renderModal(t)
    await settle()
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:11155111')
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it('offers a name on EVM mainnet and opens RegisterAccountName', async () => {
    const t = await openAccount()
    await userEvent.click(screen.getByRole('button', { name: 'Choose a name' }))
    expect(Router.state(t.ctx).view).toBe('RegisterAccountName')
    await act(async () => {})
  })
})
