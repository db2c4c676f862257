import { type FormEvent, useState } from 'react'
import { Button } from '../../components/Button/Button'
import { Input } from '../../components/Input/Input'
import { useT } from '../../i18n'

/** The six-digit code from a mail (SPEC §4 login and e-mail update); a short one is refused here. */
export function CodeForm({ busy, onCode }: { busy: boolean; onCode(code: string): void }) {
  const t = useT()
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) return setInvalid(true)
    onCode(code)
  }
  return (
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
  )
}
