import { FRAME_EVENTS } from '@latchkey/embedded-wallet'
import type { HostChannel } from '../host/hostChannel'
import { MIN_RECOVERY_PASSWORD } from '../keys/recoverySeal'

type Child = Node | string

/** How long a prompt must have been seen, unobscured, before Approve works. */
export const ARM_AFTER_SEEN_MS = 600
/** Without IntersectionObserver v2 (no occlusion reports), the wait from when it is shown. */
export const ARM_WITHOUT_VISIBILITY_MS = 1_000

interface VisibilityEntry extends IntersectionObserverEntry {
  isVisible?: boolean
}

/**
 * Arms `button` once `root` has been visible and unobscured for ARM_AFTER_SEEN_MS, and disarms
 * it whenever it is not: a host page that lays a decoy over the frame, makes it transparent or
 * moves it under something gets no click through (IntersectionObserver v2's trackVisibility,
 * which counts any transform, filter, opacity or overlap on the way as not visible; Chromium also
 * drops clicks to a frame so observed for a moment after it moves, as it does to show a prompt).
 * Browsers without it arm after ARM_WITHOUT_VISIBILITY_MS. Returns the clean-up.
 */
export function armWhenSeen(root: HTMLElement, button: HTMLButtonElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const set = (armed: boolean) => {
    button.dataset.arm = armed ? 'armed' : 'waiting'
    button.disabled = !armed
  }
  const arm = (visible: boolean, after: number) => {
    clearTimeout(timer)
    set(false)
    if (visible) timer = setTimeout(() => set(true), after)
  }
  const tracksVisibility =
    typeof IntersectionObserver === 'function' &&
    typeof IntersectionObserverEntry === 'function' &&
    'isVisible' in IntersectionObserverEntry.prototype
  if (!tracksVisibility) {
    arm(true, ARM_WITHOUT_VISIBILITY_MS)
    return () => clearTimeout(timer)
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1) as VisibilityEntry | undefined
      if (entry) arm(entry.isVisible === true, ARM_AFTER_SEEN_MS)
    },
    { threshold: [0], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  )
  observer.observe(root)
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
}

/** Builds an element from text and nodes only: nothing from a request is ever parsed as HTML. */
export function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]) {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

/**
 * Shows one prompt in the frame's own page: the host is asked to reveal the frame, and hides it
 * again once the visitor has answered. Only one prompt at a time; later ones wait their turn.
 */
export function createPrompter(channel: HostChannel, root: HTMLElement) {
  let queue: Promise<unknown> = Promise.resolve()
  return function prompt<T>(
    build: (done: (value: T) => void, fail: (error: Error) => void) => Node,
  ): Promise<T> {
    const run = () =>
      new Promise<T>((resolve, reject) => {
        const disarms: (() => void)[] = []
        const finish = () => {
          for (const disarm of disarms.splice(0)) disarm()
          root.replaceChildren()
          channel.emit(FRAME_EVENTS.HIDE)
        }
        root.replaceChildren(
          build(
            (value) => {
              finish()
              resolve(value)
            },
            (error) => {
              finish()
              reject(error)
            },
          ),
        )
        channel.emit(FRAME_EVENTS.SHOW)
        for (const approve of root.querySelectorAll<HTMLButtonElement>('button[data-arm]'))
          disarms.push(armWhenSeen(root, approve))
        ;(root.querySelector('input, button:not([disabled])') as HTMLElement | null)?.focus()
      })
    const next = queue.then(run, run)
    queue = next.catch(() => {})
    return next
  }
}

export type Prompter = ReturnType<typeof createPrompter>

/**
 * The recovery password: chosen (twice) for a new wallet, or typed to recover on a new device.
 * With `wantsPasskey`, a box to protect this device with a passkey too; it hears the box's state
 * when the form is sent (the passkey is set up in a prompt of its own, ui/passkeyPrompts).
 */
export function recoveryPasswordForm(
  mode: 'create' | 'enter',
  problem?: string,
  wantsPasskey?: (wanted: boolean) => void,
) {
  return (done: (password: string) => void) => {
    const password = h('input', {
      type: 'password',
      id: 'recovery',
      autocomplete: mode === 'create' ? 'new-password' : 'current-password',
      minlength: String(MIN_RECOVERY_PASSWORD),
      required: '',
    }) as HTMLInputElement
    const confirm = h('input', {
      type: 'password',
      id: 'recovery-confirm',
      autocomplete: 'new-password',
      required: '',
    }) as HTMLInputElement
    const passkey = h('input', { type: 'checkbox', id: 'use-passkey' }) as HTMLInputElement
    const error = h('p', { class: 'error', role: 'alert' }, problem ?? '')
    const form = h(
      'form',
      {},
      h(
        'h1',
        {},
        mode === 'create' ? 'Choose a recovery password' : 'Enter your recovery password',
      ),
      h(
        'p',
        {},
        mode === 'create'
          ? 'It lets you open this wallet on another device. Nobody can reset it for you: keep it safe.'
          : 'This device has not opened your wallet before. Your recovery password unlocks it here.',
      ),
      h('label', { for: 'recovery' }, 'Recovery password'),
      password,
      ...(mode === 'create' ? [h('label', { for: 'recovery-confirm' }, 'Repeat it'), confirm] : []),
      ...(wantsPasskey
        ? [h('label', { for: 'use-passkey' }, passkey, ' Protect this device with a passkey')]
        : []),
      error,
      h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, 'Continue')),
    )
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const problem =
        password.value.length < MIN_RECOVERY_PASSWORD
          ? `Use at least ${MIN_RECOVERY_PASSWORD} characters.`
          : mode === 'create' && password.value !== confirm.value
            ? 'The two passwords differ.'
            : undefined
      if (problem) error.textContent = problem
      else {
        wantsPasskey?.(passkey.checked)
        done(password.value)
      }
    })
    return form
  }
}

/** SPEC §6: the request as the frame reads it, and the visitor's approval, taken here. */
export function approvalForm(request: {
  origin: string
  dappName?: string
  title: string
  details: [string, string][]
}) {
  return (done: (approved: boolean) => void) =>
    h(
      'section',
      { 'aria-labelledby': 'approve-title' },
      h('h1', { id: 'approve-title' }, request.title),
      h(
        'p',
        {},
        `Requested by ${request.dappName ? `${request.dappName} at ` : ''}${request.origin}`,
      ),
      h(
        'dl',
        {},
        ...request.details.flatMap(([term, value]) => [h('dt', {}, term), h('dd', {}, value)]),
      ),
      h(
        'div',
        { class: 'actions' },
        button('Reject', () => done(false)),
        armedButton('Approve', () => done(true)),
      ),
    )
}

/** The export: the secret appears only after a click, only here, and is gone when closed. */
export function exportView(reveal: () => Promise<string>) {
  return (done: (value: undefined) => void) => {
    const output = h('pre', { 'aria-live': 'polite' })
    return h(
      'section',
      {},
      h('h1', {}, 'Export your private key'),
      h('p', {}, 'Anyone with this key controls your wallet. Never paste it into a website.'),
      output,
      h(
        'div',
        { class: 'actions' },
        button('Close', () => {
          output.textContent = ''
          done(undefined)
        }),
        button(
          'Reveal',
          async () => {
            output.textContent = await reveal()
          },
          'primary',
        ),
      ),
    )
  }
}

/** A primary button the prompter arms only once the prompt has been seen (armWhenSeen). */
export function armedButton(label: string, onClick: () => void) {
  const element = button(
    label,
    () => {
      if (element.dataset.arm === 'armed') onClick()
    },
    'primary',
  )
  element.dataset.arm = 'waiting'
  element.disabled = true
  return element
}

export function button(label: string, onClick: () => void, className = '') {
  const attributes = { type: 'button', ...(className ? { class: className } : {}) }
  const element = h('button', attributes, label) as HTMLButtonElement
  element.addEventListener('click', onClick)
  return element
}
