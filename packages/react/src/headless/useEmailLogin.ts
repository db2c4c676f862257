import {
  cancelLogin,
  type EmailLoginResult,
  type HeadlessConnection,
  type HeadlessError,
  type LoginStep,
  loginWithEmail,
  resendCode,
  verifyCode as verifyEmailCode,
} from '@latchkey/controllers/headless'
import { useCallback, useState } from 'react'
import { missingInstance } from './missingInstance'
import { useConnectionStatus } from './useConnectionStatus'
import { useHeadlessAction } from './useHeadlessAction'
import { useHeadlessConfig } from './useHeadlessConfig'

export interface UseEmailLoginReturnType {
  /** idle → sending → (verifyDevice →) verifyCode → connected. */
  step: LoginStep
  email: string | undefined
  /** Sends the address; the step moves on (SPEC §4). */
  sendEmail(email: string): Promise<EmailLoginResult>
  /** The six digits from the mail. */
  verifyCode(code: string): Promise<HeadlessConnection>
  /** A new code; within 30 s: TRY_AGAIN_AFTER_SECONDS `{ seconds }`. */
  resend(): Promise<EmailLoginResult>
  cancel(): void
  isPending: boolean
  /** The last step's failure, coded. */
  error: HeadlessError | undefined
}

/** SPEC §4 e-mail login, step by step, with no modal. */
export function useEmailLogin(): UseEmailLoginReturnType {
  const config = useHeadlessConfig()
  const { login, error: stateError } = useConnectionStatus()
  const send = useCallback(
    (email: string) =>
      config ? loginWithEmail(config, email) : missingInstance<EmailLoginResult>(),
    [config],
  )
  const verify = useCallback(
    (code: string) =>
      config ? verifyEmailCode(config, code) : missingInstance<HeadlessConnection>(),
    [config],
  )
  const again = useCallback(
    () => (config ? resendCode(config) : missingInstance<EmailLoginResult>()),
    [config],
  )
  const [runSend, sending] = useHeadlessAction(send)
  const [runVerify, verifying] = useHeadlessAction(verify)
  const [runResend, resending] = useHeadlessAction(again)
  // The error on show is the last step's.
  const [last, setLast] = useState<'send' | 'verify' | 'resend'>('send')
  const sendEmail = useCallback(
    (email: string) => {
      setLast('send')
      return runSend(email)
    },
    [runSend],
  )
  const verifyCode = useCallback(
    (code: string) => {
      setLast('verify')
      return runVerify(code)
    },
    [runVerify],
  )
  const resend = useCallback(() => {
    setLast('resend')
    return runResend()
  }, [runResend])
  const stepError = { send: sending, verify: verifying, resend: resending }[last].error
  const cancel = useCallback(() => {
    if (config) cancelLogin(config)
  }, [config])
  return {
    step: login.step,
    email: login.email,
    sendEmail,
    verifyCode,
    resend,
    cancel,
    isPending: sending.isPending || verifying.isPending || resending.isPending,
    // A device approval that failed after sendEmail resolved is in the state's error.
    error:
      stepError ??
      (last === 'send' && sending.data?.step === 'verifyDevice' && login.step === 'idle'
        ? stateError
        : undefined),
  }
}
