import type { RouterData } from '@latchkey/controllers'
import { type FormEvent, useState } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { Button } from '../../components/Button/Button'
import { Input } from '../../components/Input/Input'
import { useT } from '../../i18n'
import { useLoginAction } from '../EmailLogin/useLoginAction'
import { ViewBody } from '../shared/ViewBody'
import { confirmPrimaryCode, confirmSecondaryCode, requestEmailUpdate } from './updateEmail'

/**
 * SPEC §4 e-mail update codes: the primary one (sent to the current address, which may be
 * asked again after 30 s), then the secondary one (sent to the new address).
 */
function UpdateEmailOtpView({
  data,
  step,
}: {
  data: RouterData | undefined
  step: 'primary' | 'secondary'
}) {
  const ctx = useControllers()
  const t = useT()
  const newEmail = data?.newEmail ?? ''
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)
  const { busy, run } = useLoginAction()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) return setInvalid(true)
    void run(() =>
      step === 'primary'
        ? confirmPrimaryCode(ctx, newEmail, code)
        : confirmSecondaryCode(ctx, newEmail, code, t('updateEmail.done', { email: newEmail })),
    )
  }
  return (
    <ViewBody>
      <p>
        {step === 'primary'
          ? t('updateEmail.primaryBody', { email: newEmail })
          : t('updateEmail.secondaryBody', { email: newEmail })}
      </p>
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
      {step === 'primary' && (
        <Button
          variant="secondary"
          fullWidth
          disabled={busy}
          onClick={() => void run(() => requestEmailUpdate(ctx, newEmail))}
        >
          {t('email.resend')}
        </Button>
      )}
    </ViewBody>
  )
}

export const UpdateEmailPrimaryOtpView = ({ data }: { data: RouterData | undefined }) => (
  <UpdateEmailOtpView data={data} step="primary" />
)
export const UpdateEmailSecondaryOtpView = ({ data }: { data: RouterData | undefined }) => (
  <UpdateEmailOtpView data={data} step="secondary" />
)
