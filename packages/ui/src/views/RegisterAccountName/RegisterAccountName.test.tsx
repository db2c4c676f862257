import * as Chain from '@latchkey/controllers/chain'
import * as Router from '@latchkey/controllers/router'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../../test/fakes/fakeApi'
import { connectWallet, createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

async function setup(api = createFakeApi({ taken: ['alice.latchkey.id'] })) {
  const t = createTestCore({ api: api.api })
  await connectWallet(t)
  await renderModal(t, { view: 'RegisterAccountName' })
  return { t, api }
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' })
const notifications = () => screen.getByRole('region', { name: 'Notifications' }).textContent

describe('RegisterAccountName view', () => {
  it('checks the name rule of SPEC §5 with a described error, asking nothing', async () => {
    const { api } = await setup()
    const input = nameInput()
    expect(document.activeElement).toBe(input)
    await userEvent.type(input, 'ab_')
    await userEvent.tab()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe(
      'Use at least 4 characters: only letters, digits and hyphens.',
    )
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    await settle(20)
    expect(api.calls.filter((c) => c.startsWith('suggest'))).toEqual([])
  })

  it('asks once the typing stops (debounced), and marks a taken name', async () => {
    const { api } = await setup()
    await userEvent.type(nameInput(), 'alice')
    await waitFor(() => expect(api.calls).toContain('suggest:alice'))
    // One request for the settled input, none for 'alic' typed on the way.
    expect(api.calls.filter((c) => c.startsWith('suggest'))).toEqual(['suggest:alice'])
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'alice.latchkey.id is taken. Try another name.',
      ),
    )
    const submit = screen.getByRole('button', { name: 'Register alice.latchkey.id' })
    expect((submit as HTMLButtonElement).disabled).toBe(true)
    const suggestions = screen.getByRole('region', { name: 'Suggestions' })
    expect(suggestions.textContent).toContain('alice1.latchkey.id')
  })

  it('says a free name is available, registers it, and confirms only after the server', async () => {
    const { t, api } = await setup()
    await userEvent.type(nameInput(), 'alicia')
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('alicia.latchkey.id is available.'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Register alicia.latchkey.id' }))
    await settle()
    expect(api.calls).toContain('register:alicia.latchkey.id')
    expect(Router.state(t.ctx).view).toBe('RegisterAccountNameSuccess')
    expect(screen.getByRole('dialog', { name: 'Name registered' })).toBeTruthy()
    expect(screen.getByText('alicia.latchkey.id now points to your address.')).toBeTruthy()
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBe('alicia.latchkey.id')
    await userEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(Router.state(t.ctx).view).toBe('Account')
  })

  it('registers a suggestion by its label', async () => {
    const { t, api } = await setup()
    await userEvent.type(nameInput(), 'alice')
    const row = await screen.findByRole('button', { name: /^alice2\.latchkey\.id available/ })
    await userEvent.click(row)
    await settle()
    expect(api.calls).toContain('register:alice2.latchkey.id')
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBe('alice2.latchkey.id')
  })

  it('returns to the form with the error toast when registration fails', async () => {
    const api = createFakeApi()
    api.failRegistration(new Error('Error registering name alice.latchkey.id'))
    const { t } = await setup(api)
    await userEvent.type(nameInput(), 'alice')
    await userEvent.click(await screen.findByRole('button', { name: 'Register alice.latchkey.id' }))
    await settle()
    expect(Router.state(t.ctx).view).toBe('RegisterAccountName')
    expect(notifications()).toBe('Error registering name alice.latchkey.id')
    expect((nameInput() as HTMLInputElement).value).toBe('alice')
  })

  it("never shows the success view for a 'success: false' answer (issue 19)", async () => {
    const api = createFakeApi()
    api.answerRegistration({ success: false })
    const { t } = await setup(api)
    await userEvent.type(nameInput(), 'alice')
    await userEvent.click(await screen.findByRole('button', { name: 'Register alice.latchkey.id' }))
    await settle()
    expect(Router.state(t.ctx).view).toBe('RegisterAccountName')
    expect(screen.queryByText(/now points to your address/)).toBeNull()
    expect(notifications()).toBe('Error registering name alice.latchkey.id')
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBeUndefined()
  })

  it('shows a failed suggestions request as the §8 toast', async () => {
    const api = createFakeApi()
    api.api.getEnsNameSuggestions = async () => {
      throw new Error('offline')
    }
    await setup(api)
    await userEvent.type(nameInput(), 'alice')
    await waitFor(() => expect(notifications()).toBe('Error fetching name suggestions'))
  })

  it('opened without a name, confirms without a blank where the name goes', async () => {
    const t = createTestCore({ api: createFakeApi().api })
    await connectWallet(t)
    await renderModal(t, { view: 'RegisterAccountNameSuccess' })
    await settle()
    expect(screen.getByRole('status').textContent).toBe('Your name now points to your address.')
  })
})
