import * as Router from '@latchkey/controllers/router'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectWallet, createTestCore, settle, viewLoaded } from '../../test/fakes/testCore'
import { AppKitModal } from '../app/AppKitModal'
import type { HostMessages } from '../i18n'

// The Swap and Buy views' texts load with the views, in the modal's locale (issue 35).
async function openIn(locale: string, view: 'Swap' | 'OnRampProviders', messages?: HostMessages) {
  const t = createTestCore()
  await connectWallet(t)
  render(<AppKitModal controllers={t.ctx} root={null} locale={locale} messages={messages} />)
  await act(async () => {
    await t.core.open()
  })
  // An on-demand locale's table: the modal draws once it is in.
  const dialog = await screen.findByRole('dialog')
  await viewLoaded()
  await act(async () => {
    Router.push(t.ctx, view)
  })
  await viewLoaded()
  await settle()
  return dialog
}

describe('the Swap and Buy views in the modal’s locale', () => {
  it('draws Swap in German and in Japanese', async () => {
    const german = await openIn('de', 'Swap')
    expect(await within(german).findByRole('region', { name: 'Du zahlst' })).toBeTruthy()
    expect(within(german).getByRole('region', { name: 'Du erhältst' })).toBeTruthy()
    expect(within(german).getByLabelText('Zu tauschender Betrag')).toBeTruthy()
    expect(within(german).queryByText('You pay')).toBeNull()
    cleanup()

    const japanese = await openIn('ja', 'Swap')
    expect(await within(japanese).findByRole('region', { name: '支払額' })).toBeTruthy()
    expect(within(japanese).getByRole('region', { name: '受取額' })).toBeTruthy()
    expect(within(japanese).getByLabelText('スワップする数量')).toBeTruthy()
    expect(within(japanese).queryByText('You receive')).toBeNull()
  })

  it('draws Buy in German and in Japanese', async () => {
    const german = await openIn('de', 'OnRampProviders')
    expect(await within(german).findByLabelText('Zu zahlender Betrag')).toBeTruthy()
    expect(within(german).queryByLabelText('Amount to pay')).toBeNull()
    cleanup()

    const japanese = await openIn('ja', 'OnRampProviders')
    expect(await within(japanese).findByLabelText('支払う金額')).toBeTruthy()
    expect(within(japanese).queryByLabelText('Amount to pay')).toBeNull()
  })

  it("lets the host's messages win over the view's own German", async () => {
    // The host's messages list the views' keys too: no cast (issue 35).
    const messages: HostMessages = { 'swap.from': 'Sie zahlen' }
    const german = await openIn('de', 'Swap', messages)
    expect(await within(german).findByRole('region', { name: 'Sie zahlen' })).toBeTruthy()
    expect(within(german).getByRole('region', { name: 'Du erhältst' })).toBeTruthy()
  })
})
