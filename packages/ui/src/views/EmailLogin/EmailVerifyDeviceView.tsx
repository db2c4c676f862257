import { approveDevice, type RouterData } from '@latchkey/controllers'
import { useControllers } from '../../app/ControllersContext'
import { Button } from '../../components/Button/Button'
import { Spinner } from '../../components/Spinner/Spinner'
import { useT } from '../../i18n'
import { useConnectAttempt } from '../shared/useConnectAttempt'
import { useLoginAbandon } from '../shared/useLoginAbandon'
import { ViewBody } from '../shared/ViewBody'

/** SPEC §4 device verification: waits (30 s a try) for the link in the mail to be opened. */
export function EmailVerifyDeviceView({ data }: { data: RouterData | undefined }) {
  const ctx = useControllers()
  const t = useT()
  const email = data?.email ?? ''
  const { status, retry } = useConnectAttempt(() => approveDevice(ctx, { email }))
  useLoginAbandon()
  return (
    <ViewBody centered>
      <p>{t('email.deviceBody', { email })}</p>
      {status === 'failed' ? (
        <Button onClick={retry}>{t('common.retry')}</Button>
      ) : (
        <Spinner label={t('email.deviceWaiting')} />
      )}
    </ViewBody>
  )
}
