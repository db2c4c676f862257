import { armedButton, button, h } from './prompts'

const problemText = (error: unknown) =>
  error instanceof Error ? error.message : 'The passkey could not be used.'

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
    const start = armedButton('Set up a passkey', async () => {
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
      h('h1', { id: 'passkey-setup-title' }, 'Protect this device with a passkey'),
      h(
        'p',
        {},
        'Your wallet will open on this device only with your passkey (fingerprint, face or PIN). If you lose it, your recovery password still restores the wallet.',
      ),
      error,
      h(
        'div',
        { class: 'actions' },
        button('Not now', () => done(false)),
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
    const start = armedButton('Unlock with passkey', async () => {
      if (busy) return
      busy = true
      error.textContent = ''
      try {
        done(await unlock())
      } catch (problem) {
        error.textContent = `${problemText(problem)} You can try again or use your recovery password.`
      } finally {
        busy = false
      }
    })
    return h(
      'section',
      { 'aria-labelledby': 'passkey-unlock-title' },
      h('h1', { id: 'passkey-unlock-title' }, 'Unlock your wallet'),
      h('p', {}, 'A passkey protects your wallet on this device.'),
      error,
      h(
        'div',
        { class: 'actions' },
        button('Use my recovery password', () => done(undefined)),
        start,
      ),
    )
  }
}
