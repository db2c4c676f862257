import type { RouterData } from '@latchkey/controllers'
import { type FormEvent, useState } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { Button } from '../../components/Button/Button'
import { Input } from '../../components/Input/Input'
import { useT } from '../../i18n'
import { afterConnect } from '../shared/afterConnect'
import { ViewBody } from '../shared/ViewBody'
import { submitEmail, submitOtp } from './emailLogin'
import { useLoginAction } from './useLoginAction'

/** SPEC §4 one-time code verification: the code from the mail, or a new one after 30 s. */
export function EmailVerifyOtpView({ data }: { data: RouterData | undefined }) {
  const ctx = useControllers()
  const t = useT()
  const email = data?.email ?? ''
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)
  const { busy, run } = useLoginAction()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.trim())) return setInvalid(true)
    void run(async () => {
      await submitOtp(ctx, code)
      afterConnect(ctx, 'EmailVerifyOtp')
    })
  }
  return (
    <ViewBody>
      <p>{t('email.otpBody', { email })}</p>
      <form className="lk-section" onSubmit={submit} noValidate>
        <Input
          label={t('email.otpLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, ''))
            setInvalid(false)
          }}
          error={invalid ? t('email.otpInvalid') : undefined}
        />
        <Button type="submit" fullWidth disabled={busy || code.length === 0}>
          {t('common.continue')}
        </Button>
      </form>
      <Button
        variant="secondary"
        fullWidth
        disabled={busy}
        onClick={() => void run(() => submitEmail(ctx, email))}
      >
        {t('email.resend')}
      </Button>
    </ViewBody>
  )
}
