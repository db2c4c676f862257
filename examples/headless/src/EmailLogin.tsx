import { useEmailLogin } from '@latchkey/react/headless'
import { type FormEvent, useState } from 'react'
import { errorText } from './errorText'

/** SPEC §4 e-mail login in the app's own form: the address, then the six digits from the mail. */
export function EmailLogin() {
  const { step, email, sendEmail, verifyCode, resend, cancel, isPending, error } = useEmailLogin()
  const [address, setAddress] = useState('')
  const [code, setCode] = useState('')

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    sendEmail(address).catch(() => undefined)
  }
  const submitCode = (event: FormEvent) => {
    event.preventDefault()
    verifyCode(code).catch(() => undefined)
  }

  return (
    <section aria-label="E-mail login" className="email">
      <h2>Log in with e-mail</h2>
      {step === 'verifyCode' ? (
        <form onSubmit={submitCode}>
          <p>We sent a code to {email}.</p>
          <label>
            Code from the email
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <button type="submit" disabled={isPending}>
            Continue
          </button>
          <button type="button" onClick={() => resend().catch(() => undefined)}>
            Send a new code
          </button>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </form>
      ) : step === 'verifyDevice' ? (
        <p role="status">Open the link we mailed to {email} to approve this device.</p>
      ) : step === 'connected' ? (
        <p>Logged in as {email}.</p>
      ) : (
        <form onSubmit={submitEmail}>
          <label>
            Email address
            <input
              type="email"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
          </label>
          <button type="submit" disabled={isPending || step === 'sending'}>
            Send code
          </button>
        </form>
      )}
      {error && <p role="alert">{errorText(error)}</p>}
    </section>
  )
}
