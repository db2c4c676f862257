import { isValidEmail } from '@latchkey/core'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/Button/Button'
import { Input } from '../../components/Input/Input'
import { MailIcon } from '../../components/icons'
import { useT } from '../../i18n'

/** An e-mail address field that refuses an invalid one in place (SPEC §5). */
export function EmailForm({
  label,
  busy,
  onEmail,
}: {
  label: string
  busy: boolean
  onEmail(email: string): void
}) {
  const t = useT()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isValidEmail(value)) return setInvalid(true)
    onEmail(value)
  }
  return (
    <form className="lk-section" onSubmit={submit} noValidate>
      <Input
        label={label}
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
