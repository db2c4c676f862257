import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { registryWallet } from '../../../test/fakes/fakeRegistry'
import { createTestCore, DESKTOP, renderModal } from '../../../test/fakes/testCore'

const PHONE = { ...DESKTOP, isMobile: true, os: 'ios' as const }

describe('on a phone', () => {
  it('the WalletConnect row leads to the wallet list, not a QR code', async () => {
    const t = createTestCore({ environment: PHONE })
    await renderModal(t, { view: 'Connect' })
    await userEvent.click(screen.getByRole('button', { name: /WalletConnect/ }))
    expect(t.ctx.router.state.view).toBe('AllWallets')
  })

  it('a wallet opens through its own scheme and shows no QR code', async () => {
    const t = createTestCore({ environment: PHONE })
    await renderModal(t, { view: 'ConnectingWalletConnect', data: { wallet: registryWallet(3) } })
    const uri = t.ctx.connection.state.wcUri!
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Open Wallet 003' }).getAttribute('href')).toBe(
      `wallet3://wc?uri=${encodeURIComponent(uri)}`,
    )
  })
})
