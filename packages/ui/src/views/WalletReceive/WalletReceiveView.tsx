import * as Chain from '@latchkey/controllers/chain'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { CopyButton } from '../../components/Copy/CopyButton'
import { QrCode } from '../../components/Qr/QrCode'
import { useT } from '../../i18n'
import { ViewBody } from '../shared/ViewBody'

/** The account's address as text and QR code (loaded on demand). */
export function WalletReceiveView() {
  const ctx = useControllers()
  const t = useT()
  const chain = useControllerState(Chain.state(ctx))
  const address = activeAccount(chain)?.address
  const network = chain.activeCaipNetwork
  if (!address) return null
  return (
    <ViewBody centered>
      <QrCode
        value={address}
        label={t('receive.qrLabel')}
        iconUrl={network?.assets?.imageUrl}
        iconName={network?.name}
      />
      <p className="lk-section-title">{t('receive.address')}</p>
      <p className="lk-mono">{address}</p>
      {network && (
        <p className="lk-muted lk-small">{t('receive.hint', { network: network.name })}</p>
      )}
      <CopyButton text={address} label={t('account.copyAddress')} />
    </ViewBody>
  )
}
