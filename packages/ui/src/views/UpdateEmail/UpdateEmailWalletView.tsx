import { isValidEmail } from '@latchkey/core'
import { type FormEvent, useState } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { Button } from '../../components/Button/Button'
import { Input } from '../../components/Input/Input'
import { MailIcon } from '../../components/icons'
import { useT } from '../../i18n'
import { useLoginAction } from '../EmailLogin/useLoginAction'
import { ViewBody } from '../shared/ViewBody'
import { requestEmailUpdate } from './updateEmail'

/** SPEC §4 e-mail update: the new address; a code then goes to the current one. */
export function UpdateEmailWalletView() {
  const ctx = useControllers()
  const t = useT()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const { busy, run } = useLoginAction()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(email.trim())) return setInvalid(true)
    void run(() => requestEmailUpdate(ctx, email))
  }
  return (
    <ViewBody>
      <p>{t('updateEmail.body')}</p>
      <form className="lk-section" onSubmit={submit} noValidate>
        <Input
          label={t('updateEmail.newLabel')}
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
    </ViewBody>
  )
}
