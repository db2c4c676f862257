import { requestEmailCode } from '@latchkey/controllers'
import { useControllers } from '../../app/ControllersContext'
import { useT } from '../../i18n'
import { useLoginAction } from '../EmailLogin/useLoginAction'
import { EmailForm } from './EmailForm'

/** Email login of the embedded wallet: checks the address, then the frame says the next step (SPEC §4). */
export function EmailSection() {
  const ctx = useControllers()
  const t = useT()
  const { busy, run } = useLoginAction()
  return (
    <EmailForm
      label={t('connect.emailLabel')}
      busy={busy}
      onEmail={(email) => void run(() => requestEmailCode(ctx, { email }))}
    />
  )
}
