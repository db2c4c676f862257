import { describe, expect, it } from 'vitest'
import { createBundledRegistry, toWalletListEntry } from '../../src/walletList/bundledRegistry'
import { BUNDLED_WALLETS } from '../../src/walletList/bundledWallets'
import { monogramLetters, walletMonogram } from '../../src/walletList/walletMonogram'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('the bundled wallet list (issue 33)', () => {
  it('holds the wallets people use most, each with an Explorer id and safe links', () => {
    expect(BUNDLED_WALLETS.length).toBeGreaterThanOrEqual(20)
    for (const wallet of BUNDLED_WALLETS) {
      expect(wallet.id, wallet.name).toMatch(/^[0-9a-f]{64}$/)
      for (const link of [wallet.mobile.native, wallet.desktop.native].filter(Boolean))
        expect(link, wallet.name).toMatch(/^(?!https?:|javascript:|data:)[a-z][a-z0-9+.-]*:/)
      const https = [
        wallet.mobile.universal,
        wallet.desktop.universal,
        wallet.webapp,
        wallet.homepage,
        wallet.app_store,
        wallet.play_store,
      ]
      for (const link of https.filter(Boolean)) expect(link, wallet.name).toMatch(/^https:\/\//)
      // A wallet the modal can reach: an app link on phones, a web app, or an extension.
      expect(
        Boolean(
          wallet.mobile.native ||
            wallet.mobile.universal ||
            wallet.webapp ||
            wallet.injected.length,
        ),
        wallet.name,
      ).toBe(true)
    }
    expect(new Set(BUNDLED_WALLETS.map((w) => w.id)).size).toBe(BUNDLED_WALLETS.length)
  })

  it('lists the app scheme first, its universal link else, and a monogram drawn here as the icon', () => {
    const metamask = toWalletListEntry(BUNDLED_WALLETS.find((w) => w.name === 'MetaMask')!)
    expect(metamask).toMatchObject({
      mobile_link: 'metamask://',
      rdns: 'io.metamask',
      app_store: 'https://apps.apple.com/app/id1438144202',
    })
    const safe = toWalletListEntry(BUNDLED_WALLETS.find((w) => w.name === 'Safe{Wallet}')!)
    expect(safe).toMatchObject({ mobile_link: null, webapp_link: 'https://app.safe.global' })
    expect(metamask.image_url).toMatch(/^data:image\/svg\+xml,/)
    const svg = decodeURIComponent(metamask.image_url!.slice('data:image/svg+xml,'.length))
    expect(svg).toContain('fill="#F6851B"')
    expect(svg).toContain('>MM</text>')
    expect(svg).not.toMatch(/href|<script|on[a-z]+=/i)
  })

  it('draws two letters, readable on the brand colour', () => {
    expect(monogramLetters('Trust Wallet')).toBe('TW')
    expect(monogramLetters('1inch Wallet')).toBe('1W')
    expect(monogramLetters('Safe{Wallet}')).toBe('SW')
    expect(monogramLetters('Phantom')).toBe('PH')
    expect(decodeURIComponent(walletMonogram('X', '#FFFFFF'))).toContain('fill="#000000">X<')
    expect(decodeURIComponent(walletMonogram('X', '#000000'))).toContain('fill="#FFFFFF">X<')
    expect(decodeURIComponent(walletMonogram('X', 'red"/><script>'))).toContain('fill="#5A6475"')
  })

  it('pages, searches and filters as the provider registry does', async () => {
    const registry = createBundledRegistry()
    const first = await registry.getWallets({ page: 1, entries: 5 })
    expect(first.count).toBe(BUNDLED_WALLETS.length)
    expect(first.data.map((w) => w.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
      'OKX Wallet',
    ])
    const second = await registry.getWallets({ page: 2, entries: 5 })
    expect(second.data[0]?.name).toBe('Phantom')
    expect(
      (await registry.getWallets({ page: 1, entries: 40, search: 'LEDGER' })).data,
    ).toMatchObject([{ name: 'Ledger Live' }])
    const solana = await registry.getWallets({ page: 1, entries: 40, chains: SOLANA })
    expect(solana.data.map((w) => w.name)).toContain('Solflare')
    expect(solana.data.map((w) => w.name)).not.toContain('Rainbow')
    // An EVM wallet serves any EVM chain: a local devnet still lists them.
    const devnet = await registry.getWallets({ page: 1, entries: 40, chains: 'eip155:31337' })
    expect(devnet.data.map((w) => w.name)).toContain('Rainbow')
    expect(devnet.data.map((w) => w.name)).not.toContain('Solflare')
    expect(await registry.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
  })
})
