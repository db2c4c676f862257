import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ADDRESS } from '../../../test/fakes/devWallets'
import { connectWallet, createTestCore, renderModal } from '../../../test/fakes/testCore'

describe('WalletReceive view (on demand)', () => {
  it('shows the address as text and QR code with a copy button', async () => {
    const t = createTestCore()
    await connectWallet(t)
    await renderModal(t, { view: 'WalletReceive' })
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code of your address' })).toBeTruthy(),
    )
    expect(screen.getByText(ADDRESS)).toBeTruthy()
    expect(screen.getByText('Send only Ethereum assets to this address.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })
})
