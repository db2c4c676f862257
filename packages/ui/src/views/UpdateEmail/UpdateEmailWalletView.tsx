import { updateEmail } from '@latchkey/controllers'
import { useControllers } from '../../app/ControllersContext'
import { useT } from '../../i18n'
import { EmailForm } from '../Connect/EmailForm'
import { useLoginAction } from '../EmailLogin/useLoginAction'
import { ViewBody } from '../shared/ViewBody'

/** SPEC §4 e-mail update: the new address; a code then goes to the current one. */
export function UpdateEmailWalletView() {
  const ctx = useControllers()
  const t = useT()
  const { busy, run } = useLoginAction()
  return (
    <ViewBody>
      <p>{t('updateEmail.body')}</p>
      <EmailForm
        label={t('updateEmail.newLabel')}
        busy={busy}
        onEmail={(email) => void run(() => updateEmail(ctx, { email }))}
      />
    </ViewBody>
  )
}
