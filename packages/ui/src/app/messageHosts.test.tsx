import * as Alert from '@latchkey/controllers/alert'
import * as Snack from '@latchkey/controllers/snack'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestCore, renderModal } from '../../test/fakes/testCore'
import { AppKitModal } from './AppKitModal'

// State holds codes and parameters; the toast and the alert banner word them in the locale.
describe('the toast and the alert banner render codes in the locale', () => {
  it('the toast: exact §8 English, German after a locale change, parameters put in', async () => {
    const t = createTestCore()
    const { rerender } = await renderModal(t)
    await act(async () =>
      Snack.showError(t.ctx, {
        code: 'ERROR_REGISTERING_NAME',
        params: { name: 'bob.latchkey.id' },
      }),
    )
    expect(await screen.findByText('Error registering name bob.latchkey.id')).toBeTruthy()
    await act(async () => rerender(<AppKitModal controllers={t.ctx} root={null} locale="de" />))
    expect(screen.getByText('Name bob.latchkey.id konnte nicht registriert werden')).toBeTruthy()
    expect(screen.queryByText('Error registering name bob.latchkey.id')).toBeNull()
  })

  it("the toast shows a server's reason and a host's text as given", async () => {
    const t = createTestCore()
    const { rerender } = await renderModal(t)
    await act(async () => rerender(<AppKitModal controllers={t.ctx} root={null} locale="de" />))
    await act(async () =>
      Snack.showError(t.ctx, { code: 'ERROR_RESOLVING_NAME', reason: 'Zone closed' }),
    )
    expect(await screen.findByText('Zone closed')).toBeTruthy()
    await act(async () => t.core.showSuccessMessage('Saved!'))
    await act(async () => t.clock.advance(150))
    expect(await screen.findByText('Saved!')).toBeTruthy()
  })

  it('the alert banner: title and explanation of its code, in English and German', async () => {
    const t = createTestCore()
    const { rerender } = await renderModal(t)
    await act(async () => {
      Alert.showOnce(t.ctx, { code: 'SESSION_EXPIRED' })
    })
    expect(screen.getByText('Session Expired')).toBeTruthy()
    expect(
      screen.getByText('The sign-in token is no longer valid. Sign in again to continue.'),
    ).toBeTruthy()
    await act(async () => rerender(<AppKitModal controllers={t.ctx} root={null} locale="de" />))
    expect(screen.getByText('Sitzung abgelaufen')).toBeTruthy()
    expect(
      screen.getByText(
        'Das Anmelde-Token ist nicht mehr gültig. Melde dich erneut an, um fortzufahren.',
      ),
    ).toBeTruthy()
  })
})
