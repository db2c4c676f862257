import { type RouterData, updateEmail, verifyEmailUpdate } from '@latchkey/controllers'
import { useControllers } from '../../app/ControllersContext'
import { Button } from '../../components/Button/Button'
import { useT } from '../../i18n'
import { CodeForm } from '../EmailLogin/CodeForm'
import { useLoginAction } from '../EmailLogin/useLoginAction'
import { ViewBody } from '../shared/ViewBody'

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
  const { busy, run } = useLoginAction()
  const onCode = (code: string) => void run(() => verifyEmailUpdate(ctx, { step, newEmail, code }))
  return (
    <ViewBody>
      <p>
        {step === 'primary'
          ? t('updateEmail.primaryBody', { email: newEmail })
          : t('updateEmail.secondaryBody', { email: newEmail })}
      </p>
      <CodeForm busy={busy} onCode={onCode} />
      {step === 'primary' && (
        <Button
          variant="secondary"
          fullWidth
          disabled={busy}
          onClick={() => void run(() => updateEmail(ctx, { email: newEmail }))}
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
