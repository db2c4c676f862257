import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { abandonLogin } from '../login/abandonLogin'
import { approveDevice } from '../login/approveDevice'
import { requestEmailCode } from '../login/requestEmailCode'
import { resendEmailCode } from '../login/resendEmailCode'
import { verifyEmailCode } from '../login/verifyEmailCode'
import { connectionOf, type HeadlessConnection } from './connectionOf'
import { HeadlessActionError, toHeadlessError } from './headlessError'
import { headlessSlice, type LoginStep, run } from './headlessState'

/** Where the e-mail login went: the step the host shows next. */
export interface EmailLoginResult {
  /** `verifyCode`: ask for the six digits; `verifyDevice`: the mail's link first; `connected`: a known device. */
  step: Extract<LoginStep, 'verifyCode' | 'verifyDevice' | 'connected' | 'idle'>
}

function setStep(config: Config, step: LoginStep, email?: string) {
  headlessSlice(config).login = { step, ...(email ? { email } : {}) }
}

/** The account the embedded wallet's login connected. */
function loggedIn(config: Config): HeadlessConnection {
  const connector = Connectors.getAuthConnector(config)
  const namespace = connector?.chain ?? 'eip155'
  return connectionOf(config, namespace, connector?.id ?? '')
}

/**
 * SPEC §4 e-mail login, first step: the address goes to the embedded wallet, which mails a code
 * (`verifyCode`), asks this new device to be approved from the mail first (`verifyDevice`, the
 * step moves on to `verifyCode` by itself once the link is opened), or knows this device and
 * connects (`connected`). Rejects with `INVALID_EMAIL`, or the wallet's refusal coded.
 */
export function loginWithEmail(config: Config, email: string): Promise<EmailLoginResult> {
  return run(config, async () => {
    const address = email.trim()
    setStep(config, 'sending', address)
    let action: Awaited<ReturnType<typeof requestEmailCode>>['action']
    try {
      ;({ action } = await requestEmailCode(config, { email: address }))
    } catch (error) {
      setStep(config, 'idle')
      throw error
    }
    if (action === 'ABANDONED') return { step: 'idle' }
    if (action === 'CONNECT') {
      setStep(config, 'connected', address)
      return { step: 'connected' }
    }
    if (action === 'VERIFY_OTP') {
      setStep(config, 'verifyCode', address)
      return { step: 'verifyCode' }
    }
    setStep(config, 'verifyDevice', address)
    // The link in the mail approves this device; the code is mailed next.
    approveDevice(config, { email: address }).then(
      ({ status }) => {
        if (status === 'APPROVED' && headlessSlice(config).login.step === 'verifyDevice')
          setStep(config, 'verifyCode', address)
      },
      (error: unknown) => {
        setStep(config, 'idle')
        headlessSlice(config).error = toHeadlessError(error)
      },
    )
    return { step: 'verifyDevice' }
  })
}

/**
 * SPEC §4 one-time code: the six digits from the mail. Resolves with the account; a wrong code
 * rejects (`INVALID_CODE` when it is not six digits, else the wallet's refusal) and leaves the
 * login on `verifyCode`, for another try or `resendCode`.
 */
export function verifyCode(config: Config, code: string): Promise<HeadlessConnection> {
  return run(config, async () => {
    const { email } = headlessSlice(config).login
    const { status } = await verifyEmailCode(config, { code })
    if (status === 'ABANDONED') {
      setStep(config, 'idle')
      throw new HeadlessActionError({ code: 'REQUEST_ABORTED' })
    }
    setStep(config, 'connected', email)
    return loggedIn(config)
  })
}

/**
 * Mails a new code to the login's address. Within 30 s of the last one it rejects with
 * `TRY_AGAIN_AFTER_SECONDS` and `{ seconds }` (SPEC §5, §8).
 */
export function resendCode(config: Config): Promise<EmailLoginResult> {
  return run(config, async () => {
    const { email } = headlessSlice(config).login
    if (!email) throw new HeadlessActionError({ code: 'INVALID_EMAIL' })
    const { action } = await resendEmailCode(config, { email })
    if (action === 'CONNECT') {
      setStep(config, 'connected', email)
      return { step: 'connected' }
    }
    return {
      step: headlessSlice(config).login.step === 'verifyDevice' ? 'verifyDevice' : 'verifyCode',
    }
  })
}

/** Walks away from the login in progress: its waiting step is aborted, status is what it was. */
export function cancelLogin(config: Config): void {
  abandonLogin(config)
  headlessSlice(config).login = { step: 'idle' }
}
