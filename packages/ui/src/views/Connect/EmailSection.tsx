import { isValidEmail } from '@latchkey/core'
import { type FormEvent, useState } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { Button } from '../../components/Button/Button'
import { Input } from '../../components/Input/Input'
import { MailIcon } from '../../components/icons'
import { useT } from '../../i18n'
import { submitEmail } from '../EmailLogin/emailLogin'
import { useLoginAction } from '../EmailLogin/useLoginAction'

/** Email login of the embedded wallet: checks the address, then the frame says the next step (SPEC §4). */
export function EmailSection() {
  const ctx = useControllers()
  const t = useT()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const { busy, run } = useLoginAction()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isValidEmail(value)) return setInvalid(true)
    void run(() => submitEmail(ctx, value))
  }
  return (
    <form className="lk-section" onSubmit={submit} noValidate>
      <Input
        label={t('connect.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('connect.emailPlaceholder')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          setInvalid(false)
        }}
        leading={<MailIcon size={18} />}
        error={invalid ? t('connect.emailInvalid') : undefined}
      />
      <Button type="submit" fullWidth disabled={busy || email.trim() === ''}>
        {t('common.continue')}
      </Button>
    </form>
  )
}
