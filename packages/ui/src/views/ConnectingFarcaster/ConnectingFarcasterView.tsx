import * as Chain from '@latchkey/controllers/chain'
import { safeLinkUrl } from '@latchkey/core'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { LinkButton } from '../../components/Button/LinkButton'
import { CopyButton } from '../../components/Copy/CopyButton'
import { ExternalIcon } from '../../components/icons'
import { QrCode } from '../../components/Qr/QrCode'
import { Spinner } from '../../components/Spinner/Spinner'
import { useT } from '../../i18n'
import { useLoginAbandon } from '../shared/useLoginAbandon'
import { ViewBody } from '../shared/ViewBody'
import { useFarcasterLogin } from './useFarcasterLogin'

/** SPEC §2 ConnectingFarcaster: the embedded wallet's Farcaster sign-in link as QR and link. */
export function ConnectingFarcasterView() {
  const ctx = useControllers()
  const t = useT()
  const chain = useControllerState(Chain.state(ctx))
  const url = safeLinkUrl(activeAccount(chain)?.farcasterUrl)
  useFarcasterLogin()
  useLoginAbandon()
  if (!url)
    return (
      <ViewBody centered>
        <Spinner label={t('farcaster.preparing')} />
      </ViewBody>
    )
  return (
    <ViewBody centered>
      {!ctx.environment.isMobile && <QrCode value={url} label={t('farcaster.qrLabel')} />}
      <p className="lk-muted">{t('farcaster.hint')}</p>
      <LinkButton fullWidth href={url} target="_blank" rel="noopener noreferrer">
        {t('farcaster.open')}
        <ExternalIcon size={16} />
      </LinkButton>
      <CopyButton text={url} />
    </ViewBody>
  )
}
