import { ft } from '../i18n/frameText'
import { armedButton, button, h } from './prompts'

const problemText = (error: unknown) =>
  error instanceof Error ? error.message : ft('passkey.failed')

/** The first answer only: a ceremony ending after the other button was chosen is not heard. */
function once<T>(done: (value: T) => void): (value: T) => void {
  let answered = false
  return (value) => {
    if (answered) return
    answered = true
    done(value)
  }
}

/**
 * Offers to protect this device's share with a passkey. The ceremony runs in the click on the
 * frame's own button (WebAuthn wants the visitor's gesture in the frame's origin). Answers true
 * once the passkey protects the share, false when the visitor goes on without one; a failure
 * (no PRF here, cancelled) is shown and the share stays under the browser key.
 */
export function passkeySetupPrompt(setup: () => Promise<void>) {
  return (answer: (protectedByPasskey: boolean) => void) => {
    const done = once(answer)
    const error = h('p', { class: 'error', role: 'alert' })
    let busy = false
    const start = armedButton(ft('passkey.setUp'), async () => {
      if (busy) return
      busy = true
      error.textContent = ''
      try {
        await setup()
        done(true)
      } catch (problem) {
        error.textContent = problemText(problem)
      } finally {
        busy = false
      }
    })
    return h(
      'section',
      { 'aria-labelledby': 'passkey-setup-title' },
      h('h1', { id: 'passkey-setup-title' }, ft('passkey.setUpTitle')),
      h('p', {}, ft('passkey.setUpBody')),
      error,
      h(
        'div',
        { class: 'actions' },
        button(ft('passkey.notNow'), () => done(false)),
        start,
      ),
    )
  }
}

/**
 * Unlocks with the passkey that protects this device's share. A passkey that fails (removed,
 * cancelled, another one answering) is said so; the visitor can try again or use the recovery
 * password, which answers undefined.
 */
export function passkeyUnlockPrompt<T>(unlock: () => Promise<T>) {
  return (answer: (value: T | undefined) => void) => {
    const done = once(answer)
    const error = h('p', { class: 'error', role: 'alert' })
    let busy = false
    const start = armedButton(ft('passkey.unlock'), async () => {
      if (busy) return
      busy = true
      error.textContent = ''
      try {
        done(await unlock())
      } catch (problem) {
        error.textContent = ft('passkey.tryAgain', { problem: problemText(problem) })
      } finally {
        busy = false
      }
    })
    return h(
      'section',
      { 'aria-labelledby': 'passkey-unlock-title' },
      h('h1', { id: 'passkey-unlock-title' }, ft('passkey.unlockTitle')),
      h('p', {}, ft('passkey.unlockBody')),
      error,
      h(
        'div',
        { class: 'actions' },
        button(ft('passkey.useRecovery'), () => done(undefined)),
        start,
      ),
    )
  }
}
