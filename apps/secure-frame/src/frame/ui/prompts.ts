import { FRAME_EVENTS } from '@latchkey/embedded-wallet'
import type { HostChannel } from '../host/hostChannel'
import { ft, ftNodes, localeReady } from '../i18n/frameText'
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
    // A prompt speaks the host's locale: it waits for a table still on its way (i18n/frameText).
    const run = async () => {
      await localeReady()
      return new Promise<T>((resolve, reject) => {
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
    }
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
      h('h1', {}, ft(mode === 'create' ? 'recovery.createTitle' : 'recovery.enterTitle')),
      h('p', {}, ft(mode === 'create' ? 'recovery.createBody' : 'recovery.enterBody')),
      h('label', { for: 'recovery' }, ft('recovery.label')),
      password,
      ...(mode === 'create'
        ? [h('label', { for: 'recovery-confirm' }, ft('recovery.repeat')), confirm]
        : []),
      ...(wantsPasskey
        ? [h('label', { for: 'use-passkey' }, passkey, ` ${ft('recovery.usePasskey')}`)]
        : []),
      error,
      h(
        'div',
        { class: 'actions' },
        h('button', { type: 'submit', class: 'primary' }, ft('common.continue')),
      ),
    )
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const problem =
        password.value.length < MIN_RECOVERY_PASSWORD
          ? ft('recovery.tooShort', { count: MIN_RECOVERY_PASSWORD })
          : mode === 'create' && password.value !== confirm.value
            ? ft('recovery.differ')
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
      h('p', {}, ...requestedBy(request.origin, request.dappName)),
      h(
        'dl',
        {},
        // A value keeps its own direction: an address or amount stays left to right.
        ...request.details.flatMap(([term, value]) => [
          h('dt', {}, term),
          h('dd', { dir: 'auto' }, value),
        ]),
      ),
      h(
        'div',
        { class: 'actions' },
        button(ft('approval.reject'), () => done(false)),
        armedButton(ft('approval.approve'), () => done(true)),
      ),
    )
}

/** "Requested by {name} at {origin}": each isolated, the origin left to right. */
function requestedBy(origin: string, dappName: string | undefined): (Node | string)[] {
  const originNode = h('bdi', { dir: 'ltr' }, origin)
  return dappName
    ? ftNodes('approval.requestedByApp', { name: h('bdi', {}, dappName), origin: originNode })
    : ftNodes('approval.requestedBy', { origin: originNode })
}

/** The export: the secret appears only after a click, only here, and is gone when closed. */
export function exportView(reveal: () => Promise<string>) {
  return (done: (value: undefined) => void) => {
    const output = h('pre', { 'aria-live': 'polite', dir: 'ltr' })
    return h(
      'section',
      {},
      h('h1', {}, ft('export.title')),
      h('p', {}, ft('export.warning')),
      output,
      h(
        'div',
        { class: 'actions' },
        button(ft('common.close'), () => {
          output.textContent = ''
          done(undefined)
        }),
        button(
          ft('export.reveal'),
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
