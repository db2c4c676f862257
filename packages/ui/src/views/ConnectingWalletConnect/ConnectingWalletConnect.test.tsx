import * as Connection from '@latchkey/controllers/connection'
import * as Events from '@latchkey/controllers/events'
import * as Modal from '@latchkey/controllers/modal'
import { CONSTANTS } from '@latchkey/core'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { registryWallet } from '../../../test/fakes/fakeRegistry'
import { createTestCore, renderModal, settle, viewLoaded } from '../../../test/fakes/testCore'

const untilExpired = CONSTANTS.PAIRING_LIFETIME_MS - CONSTANTS.PAIRING_EXPIRY_MARGIN_MS

describe('ConnectingWalletConnect view', () => {
  it('draws the pairing URI as a QR code with a copy button', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingWalletConnect' })
    const uri = Connection.state(t.ctx).wcUri
    expect(uri).toMatch(/^wc:fake1@2/)
    expect(screen.getByRole('img', { name: 'QR code to connect a phone wallet' })).toBeTruthy()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(uri)
  })

  it('offers a deep link into the chosen wallet with its own scheme', async () => {
    const t = createTestCore()
    const wallet = registryWallet(2)
    await renderModal(t, { view: 'ConnectingWalletConnect', data: { wallet } })
    const uri = Connection.state(t.ctx).wcUri!
    const link = screen.getByRole('link', { name: 'Open Wallet 002' })
    expect(link.getAttribute('href')).toBe(
      `https://wallet2.test/app/wc?uri=${encodeURIComponent(uri)}`,
    )
    await userEvent.click(link)
    expect(Connection.state(t.ctx).wcLinking?.name).toBe('Wallet 002')
  })

  it('replaces an expiring code with a fresh one on its own, as one connect', async () => {
    const t = createTestCore()
    const events: string[] = []
    Events.subscribe(t.ctx, (e) => events.push(e.event))
    await renderModal(t, { view: 'ConnectingWalletConnect' })
    expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:fake1@2/)
    // SPEC §4: expired once 10 s or less of its 4 minutes remain.
    await act(async () => t.clock.advance(untilExpired - 1))
    expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:fake1@2/)
    await act(async () => t.clock.advance(1))
    await settle()
    const s = Connection.state(t.ctx)
    expect(s.wcUri).toMatch(/^wc:fake2@2/)
    expect(s.wcPairingExpiry).toBe(t.clock.now() + CONSTANTS.PAIRING_LIFETIME_MS)
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Get a new code' })).toBeNull()
    // Not a failed connect, and no second pairing left waiting beside the fresh one.
    expect(s.status).toBe('connecting')
    expect(events).not.toContain('CONNECT_ERROR')
    expect(t.evm.pendingCount).toBe(1)

    // Renews again when the fresh code expires in turn.
    await act(async () => t.clock.advance(untilExpired))
    await settle()
    expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:fake3@2/)

    await act(async () => t.evm.approve())
    await settle()
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(events.filter((e) => e === 'CONNECT_SUCCESS')).toHaveLength(1)
    expect(events.filter((e) => e === 'CONNECT_STARTED')).toHaveLength(1)
  })

  it('offers a new code by hand only when the renewal fails', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingWalletConnect' })
    t.evm.failNextPairing()
    await act(async () => t.clock.advance(untilExpired))
    await settle()
    expect(screen.getAllByRole('alert')[0]?.textContent).toBe('This code has expired.')
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    await userEvent.click(screen.getByRole('button', { name: 'Get a new code' }))
    await settle()
    expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:fake2@2/)
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy()
    expect(Connection.state(t.ctx).status).toBe('connecting')
  })

  it('renews no code while the modal is closed, and a fresh one when the view opens again', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingWalletConnect' })
    await act(async () => Modal.close(t.ctx))
    await act(async () => t.clock.advance(untilExpired))
    await settle()
    expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:fake1@2/)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    await act(async () => t.core.open({ view: 'ConnectingWalletConnect' }))
    await viewLoaded()
    await settle()
    expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:fake2@2/)
    expect(t.evm.calls.connect).toHaveLength(2)
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy()
  })

  it('closes once the phone wallet approves', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingWalletConnect' })
    await act(async () => t.evm.approve())
    await settle()
    expect(Modal.state(t.ctx).open).toBe(false)
  })
})
