// Browser-test helpers of the embedded wallet: the development mailbox, the e-mail login as a
// visitor does it, the secure frame, and a record of everything the host page could see.
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { dialog, dialogTitle, hookText } from './support'

export const frame = (p: Page): FrameLocator =>
  p.frameLocator('iframe[title="Latchkey secure wallet"]')

interface Mail {
  subject: string
  text: string
  id: number
  sentAt: number
}

/** SPEC §9: one code per e-mail every 30 s; the server refuses sooner ones. */
const COOL_DOWN_MS = 30_000

/**
 * Until the frame would mail `email` a code again (SPEC §9: 30 s after `last`). The stack host's
 * frames run on a clock it can move on: that one is moved past the wait instead of sleeping
 * through it (the frame's checks run unchanged on the moved clock); any other frame is waited for.
 */
export async function waitOutCoolDown(p: Page, frameUrl: string, last: Mail): Promise<void> {
  const until = last.sentAt + COOL_DOWN_MS + 500
  const host = inject('stackHost')
  if (host) {
    const moved = await fetch(`${host}/frame-clock`, {
      method: 'POST',
      body: JSON.stringify({ frameUrl, until }),
    })
    if (moved.ok) return
  }
  await p.waitForTimeout(Math.max(0, until - Date.now()))
}

/** The mailbox's mails to `email`, newest first. */
export async function mails(frameUrl: string, email: string): Promise<Mail[]> {
  const url = `${frameUrl}/mailbox.json?to=${encodeURIComponent(email)}`
  return (await (await fetch(url)).json()) as Mail[]
}

/** The newest mail to `email` newer than `after` (a mail id) that matches `find`. */
export async function waitForMail<T>(
  frameUrl: string,
  email: string,
  after: number,
  find: (mail: Mail) => T | undefined,
): Promise<T> {
  for (let i = 0; i < 100; i++) {
    for (const mail of await mails(frameUrl, email)) {
      if (mail.id <= after) break
      const found = find(mail)
      if (found !== undefined) return found
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no new mail to ${email}`)
}

export const newestMailId = async (frameUrl: string, email: string) =>
  (await mails(frameUrl, email))[0]?.id ?? 0

export interface LoginOptions {
  frameUrl: string
  email: string
  /** 'create' on a first login, 'enter' on a new device, none when this device unlocks alone. */
  recovery?: { mode: 'create' | 'enter'; password: string }
  /** What reads the page's connection status; the demo's status hook by default. */
  status?: (p: Page) => Promise<string>
  /** The modal's and the frame's words the visitor acts on, in another locale than English. */
  texts?: LoginTexts
  /** Runs on the frame's recovery prompt before it is answered (its text, its direction). */
  atRecovery?: (frame: FrameLocator) => Promise<void>
}

/** The words the login reads (ui's and the frame's tables: connect.emailLabel, …). */
export interface LoginTexts {
  emailLabel: string
  confirmEmail: string
  approveDevice: string
  codeLabel: string
  continue: string
  recoveryLabel: string
  repeatLabel: string
  frameContinue: string
  /** The server's mails in that locale (apps/secure-frame/src/i18n/server): the device mail's
   * subject, and the code mail's subject before its code. */
  deviceMailSubject: string
  codeMailSubject: string
}

const ENGLISH: LoginTexts = {
  emailLabel: 'Email address',
  confirmEmail: 'Confirm your email',
  approveDevice: 'Approve this device',
  codeLabel: 'Code from the email',
  continue: 'Continue',
  recoveryLabel: 'Recovery password',
  repeatLabel: 'Repeat it',
  frameContinue: 'Continue',
  deviceMailSubject: 'Approve a new device for your Latchkey wallet',
  codeMailSubject: 'Your Latchkey login code: ',
}

/**
 * The SPEC §4 login as the visitor does it: e-mail in the modal, the device link from the mail
 * when the server asks for one, the code from the mail, then the frame's recovery prompt. A device
 * known for the address (issue 32) is connected at once, with no code: answers which it was.
 */
export async function logIn(p: Page, options: LoginOptions): Promise<'code' | 'known device'> {
  const { frameUrl, email, recovery, status = (page: Page) => hookText(page, 'status') } = options
  const t = options.texts ?? ENGLISH
  // A visitor who asked for a code a moment ago waits out the cool-down.
  const last = (await mails(frameUrl, email))[0]
  if (last) await waitOutCoolDown(p, frameUrl, last)
  const before = last?.id ?? 0
  await dialog(p).getByLabel(t.emailLabel).fill(email)
  await dialog(p).getByLabel(t.emailLabel).press('Enter')
  // The first e-mail loads the frame; on two busy cores that takes a few seconds.
  const next = async () => ((await status(p)) === 'connected' ? 'connected' : dialogTitle(p))
  await expect
    .poll(next, { timeout: 20_000 })
    .toSatisfy((shown: string) => [t.confirmEmail, t.approveDevice, 'connected'].includes(shown))
  if ((await next()) === 'connected') {
    // No code was mailed, and the frame asked for nothing.
    expect(await newestMailId(frameUrl, email)).toBe(before)
    return 'known device'
  }
  let codesAfter = before
  if ((await dialogTitle(p)) !== t.confirmEmail) {
    // The device mail (whatever its language: found by its link), in the modal's locale.
    const mail = await waitForMail(frameUrl, email, before, (m) =>
      /\/v1\/auth\/device\/approve\?/.test(m.text) ? m : undefined,
    )
    expect(mail.subject).toBe(t.deviceMailSubject)
    const link = mail.text.match(/(http\S+)/)?.[1] as string
    codesAfter = await newestMailId(frameUrl, email)
    // The visitor opens the link from the inbox in a tab of their own.
    const approved = await fetch(link)
    expect(approved.status).toBe(200)
    await expect.poll(() => dialogTitle(p), { timeout: 20_000 }).toBe(t.confirmEmail)
  }
  // The code mail, in the modal's locale too: its subject ends with the code.
  const codeMail = await waitForMail(frameUrl, email, codesAfter, (m) =>
    /\d{6}$/.test(m.subject) ? m : undefined,
  )
  const code = codeMail.subject.slice(-6)
  expect(codeMail.subject).toBe(`${t.codeMailSubject}${code}`)
  await dialog(p).getByLabel(t.codeLabel).fill(code)
  await dialog(p).getByRole('button', { name: t.continue }).click()
  if (recovery) {
    // The frame asks for the recovery password itself; the host page never sees it.
    await frame(p).getByLabel(t.recoveryLabel).fill(recovery.password)
    await options.atRecovery?.(frame(p))
    if (recovery.mode === 'create') await frame(p).getByLabel(t.repeatLabel).fill(recovery.password)
    await frame(p).getByRole('button', { name: t.frameContinue }).click()
  }
  await expect.poll(() => status(p), { timeout: 30_000 }).toBe('connected')
  return 'code'
}

/**
 * Every message a host page of `context` receives, from any window, kept on the test's side so
 * that reloads lose none.
 */
export async function recordHostMessages(context: BrowserContext, into: string[]): Promise<void> {
  await context.exposeBinding('__latchkeyRecord', (_source, text: string) => {
    into.push(text)
  })
  await context.addInitScript(() => {
    const record = (window as unknown as { __latchkeyRecord(text: string): void }).__latchkeyRecord
    window.addEventListener('message', (event) => {
      let text: string
      try {
        text = typeof event.data === 'string' ? event.data : JSON.stringify(event.data)
      } catch {
        text = String(event.data)
      }
      void record(text)
    })
  })
}

/** Everything the host page keeps: both storages, cookies and every IndexedDB record. */
export function hostStorage(p: Page): Promise<string[]> {
  return p.evaluate(async () => {
    const dump = (s: Storage) => Object.entries({ ...s }).map(([k, v]) => `${k}=${v}`)
    const records: string[] = []
    for (const info of (await indexedDB.databases?.()) ?? []) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        records.push(`${info.name}/${store}=${JSON.stringify(all)}`)
      }
      db.close()
    }
    return [...dump(localStorage), ...dump(sessionStorage), document.cookie, ...records]
  })
}

/** The SPEC §4 cached values the connector keeps in the host page. */
export function cachedLoginValues(p: Page): Promise<string[]> {
  return p.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('@latchkey/embedded/')),
  )
}

/** The balance the account button shows, e.g. 9.5 for "9.5 ETH" (its own span: the address
 * before it may end in digits). */
export async function accountButtonBalance(
  p: Page,
  symbol: 'ETH' | 'SOL' = 'ETH',
): Promise<number | undefined> {
  const balance = p.locator('appkit-account-button .lk-host-button-balance')
  if ((await balance.count()) === 0) return undefined
  const text = (await balance.textContent()) ?? ''
  const match = text.match(/^([\d.,]+)\s*(\w+)$/)
  if (!match || match[2] !== symbol) return undefined
  return Number(match[1]!.replace(/,/g, ''))
}

/** Account → Send → Review → 'Confirm and send'; the frame then shows the request. */
export async function submitSend(p: Page, amount: string, to: string) {
  await p.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(p)).toBe('Account')
  await dialog(p).getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => dialogTitle(p)).toBe('Send')
  await dialog(p).getByLabel('Amount').fill(amount)
  await dialog(p).getByLabel('Recipient address').fill(to)
  await dialog(p).locator('form').getByRole('button', { name: 'Review', exact: true }).click()
  await expect.poll(() => dialogTitle(p), { timeout: 10_000 }).toBe('Review the send')
  await dialog(p).getByRole('button', { name: 'Confirm and send' }).click()
  // SPEC §6: the modal shows ApproveTransaction while the frame shows what is asked.
  await expect.poll(() => dialogTitle(p), { timeout: 10_000 }).toBe('Approve request')
  const approval = frame(p).getByRole('region', { name: 'Send a transaction' })
  await approval.waitFor()
  await promptSettled(approval)
  return approval
}

/**
 * Waits until a prompt in the frame takes the visitor's clicks: its Approve arms once the prompt
 * has been seen unobscured (issue 32), and the browser drops clicks to a frame that has just
 * moved (it moves into view for each prompt), so a click before then would be lost.
 */
export async function promptSettled(approval: Locator): Promise<void> {
  const approve = approval.getByRole('button', { name: 'Approve' })
  await expect.poll(() => approve.isEnabled(), { timeout: 10_000 }).toBe(true)
}
