import { type RouterData, resendEmailCode, verifyEmailCode } from '@latchkey/controllers'
import { useControllers } from '../../app/ControllersContext'
import { Button } from '../../components/Button/Button'
import { useT } from '../../i18n'
import { useLoginAbandon } from '../shared/useLoginAbandon'
import { ViewBody } from '../shared/ViewBody'
import { CodeForm } from './CodeForm'
import { useLoginAction } from './useLoginAction'

/** SPEC §4 one-time code verification: the code from the mail, or a new one after 30 s. */
export function EmailVerifyOtpView({ data }: { data: RouterData | undefined }) {
  const ctx = useControllers()
  const t = useT()
  const email = data?.email ?? ''
  const { busy, run } = useLoginAction()
  useLoginAbandon()
  return (
    <ViewBody>
      <p>{t('email.otpBody', { email })}</p>
      <CodeForm busy={busy} onCode={(code) => void run(() => verifyEmailCode(ctx, { code }))} />
      <Button
        variant="secondary"
        fullWidth
        disabled={busy}
        onClick={() => void run(() => resendEmailCode(ctx, { email }))}
      >
        {t('email.resend')}
      </Button>
    </ViewBody>
  )
}
