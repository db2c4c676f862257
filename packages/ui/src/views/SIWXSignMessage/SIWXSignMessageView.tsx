import * as Options from '@latchkey/controllers/options'
import * as Siwx from '@latchkey/controllers/siwx'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { ImageWithFallback } from '../../components/Image/ImageWithFallback'
import { useT } from '../../i18n'
import { ViewBody } from '../shared/ViewBody'

/**
 * SPEC §2 SIWXSignMessage (and ConnectingSiwe): asks for the sign-in signature. Failures come
 * back as a toast from the controller; cancel disconnects when sign-in is required.
 */
export function SIWXSignMessageView() {
  const ctx = useControllers()
  const t = useT()
  const siwx = useControllerState(Siwx.state(ctx))
  const { metadata } = useControllerState(Options.state(ctx))
  const app = metadata?.name || t('siwx.anApp')
  const signing = siwx.status === 'signing'
  return (
    <ViewBody centered>
      <ImageWithFallback src={metadata?.icons?.[0]} name={app} size={64} />
      <p>{t('siwx.body', { app })}</p>
      {signing && (
        <p className="lk-muted" role="status">
          {t('siwx.signing')}
        </p>
      )}
      <div className="lk-actions">
        <Button variant="secondary" onClick={() => void Siwx.cancel(ctx)} disabled={signing}>
          {Siwx.isRequired(ctx) ? t('siwx.disconnect') : t('siwx.cancel')}
        </Button>
        <Button
          onClick={() => void Siwx.requestSignMessage(ctx).catch(() => {})}
          loading={signing}
          data-autofocus
        >
          {t('siwx.sign')}
        </Button>
      </div>
    </ViewBody>
  )
}
