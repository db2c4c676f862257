import type { View } from '@latchkey/controllers'
import { screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { INJECTED } from './fakes/devWallets'
import { createFakeApi, transaction } from './fakes/fakeApi'
import { registryWallet } from './fakes/fakeRegistry'
import { connectWallet, createTestCore, renderModal, settle } from './fakes/testCore'

// Layout-dependent rules need a real browser; the Playwright suite runs them (color-contrast…).
const RULES_NEEDING_LAYOUT = ['color-contrast', 'target-size', 'scrollable-region-focusable']

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: Object.fromEntries(RULES_NEEDING_LAYOUT.map((id) => [id, { enabled: false }])),
  })
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

const DISCONNECTED: [View, Record<string, unknown>?][] = [
  ['Connect'],
  ['AllWallets'],
  ['ConnectingExternal', { connector: INJECTED }],
  ['ConnectingWalletConnect', { wallet: registryWallet(2) }],
  ['ConnectingWalletConnectBasic'],
  ['ConnectingFarcaster'],
  ['ApproveTransaction'],
  ['WhatIsAWallet'],
  ['WhatIsANetwork'],
  ['AccountSettings'],
]

const CONNECTED: View[] = [
  'Account',
  'Networks',
  'UnsupportedChain',
  'SIWXSignMessage',
  'RegisterAccountName',
  'WalletSend',
  'WalletReceive',
  'Transactions',
  'AccountSettings',
]

describe('axe finds nothing', () => {
  it.each(DISCONNECTED)('%s', async (view, data) => {
    const t = createTestCore({ termsConditionsUrl: 'https://app.test/terms' })
    await renderModal(t, { view, ...(data ? { data } : {}) })
    await settle()
    expect(await violations()).toEqual([])
    // Strict CSP: no inline style anywhere in what the modal rendered.
    expect(document.querySelector('[style]')).toBeNull()
  })

  it.each(CONNECTED)('%s (connected)', async (view) => {
    const api = createFakeApi({ pages: [[transaction('a', '2025-06-03T10:00:00Z')]] })
    const t = createTestCore({ api: api.api })
    await connectWallet(t)
    await renderModal(t, { view })
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy())
    await settle(10)
    expect(await violations()).toEqual([])
    expect(document.querySelector('[style]')).toBeNull()
  })
})
