import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../../test/fakes/fakeApi'
import { connectWallet, createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

async function setup(
  api = createFakeApi({ suggestions: [{ name: 'alice-1' }, { name: 'alice', registered: true }] }),
) {
  const t = createTestCore({ api: api.api })
  await connectWallet(t)
  await renderModal(t, { view: 'RegisterAccountName' })
  return { t, api }
}

describe('RegisterAccountName view', () => {
  it('checks the name rule of SPEC §5 with a described error', async () => {
    await setup()
    const input = screen.getByRole('textbox', { name: 'Name' })
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
  })

  it('suggests names, marks taken ones, and registers', async () => {
    const { t, api } = await setup()
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'alice')
    await waitFor(() => expect(api.calls).toContain('suggest:alice'))
    await settle()
    const taken = screen.getByRole('button', { name: /^alice taken/ }) as HTMLButtonElement
    expect(taken.disabled).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Register alice' }))
    await settle()
    expect(api.calls).toContain('register:alice')
    expect(t.ctx.router.state.view).toBe('RegisterAccountNameSuccess')
    expect(screen.getByRole('dialog', { name: 'Name registered' })).toBeTruthy()
    expect(screen.getByText('alice now points to your address.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(t.ctx.router.state.view).toBe('Account')
  })

  it('returns to the form with the error toast when registration fails', async () => {
    const api = createFakeApi()
    api.failRegistration(new Error('Error registering name alice'))
    const { t } = await setup(api)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'alice')
    await userEvent.click(screen.getByRole('button', { name: 'Register alice' }))
    await settle()
    expect(t.ctx.router.state.view).toBe('RegisterAccountName')
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe(
      'Error registering name alice',
    )
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('alice')
  })

  it('opened without a name, confirms without a blank where the name goes', async () => {
    const t = createTestCore({ api: createFakeApi().api })
    await connectWallet(t)
    await renderModal(t, { view: 'RegisterAccountNameSuccess' })
    await settle()
    expect(screen.getByRole('status').textContent).toBe('Your name now points to your address.')
  })
})
