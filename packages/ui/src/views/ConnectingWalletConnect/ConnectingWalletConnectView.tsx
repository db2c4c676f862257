import type { RouterData } from '@latchkey/controllers'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import { latchkeyError, pairingLinks } from '@latchkey/core'
import type { MouseEvent } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { LinkButton } from '../../components/Button/LinkButton'
import { CopyButton } from '../../components/Copy/CopyButton'
import { ExternalIcon } from '../../components/icons'
import { QrCode } from '../../components/Qr/QrCode'
import { Spinner } from '../../components/Spinner/Spinner'
import { formatRelativeTime } from '../../format/formatRelativeTime'
import { useI18n } from '../../i18n'
import { afterConnect } from '../shared/afterConnect'
import { walletImageUrl } from '../shared/providerImageUrl'
import { openThroughTelegram } from '../shared/telegramLink'
import { useConnectAttempt } from '../shared/useConnectAttempt'
import { ViewBody } from '../shared/ViewBody'
import { usePairingExpired } from './usePairingExpired'
import { usePairingTimeLeft } from './usePairingTimeLeft'

/**
 * SPEC §2 ConnectingWalletConnect (and its Basic twin): a QR code and deep link for the pairing
 * URI in connection state. The controller replaces an expired code on its own while it is on show
 * (SPEC §4); only a renewal that fails waits for a click here.
 */
export function ConnectingWalletConnectView({ data }: { data: RouterData | undefined }) {
  const ctx = useControllers()
  const { t, errorText, locale } = useI18n()
  const connection = useControllerState(Connection.state(ctx))
  const { view } = useControllerState(Router.state(ctx))
  const options = useControllerState(Options.state(ctx))
  const wallet = data?.wallet
  const { status, error, retry } = useConnectAttempt(async () => {
    const connector = data?.connector ?? Connectors.getWalletConnectConnector(ctx)
    if (!connector) throw latchkeyError('WALLET_CONNECT_CONNECTOR_NOT_FOUND')
    await Connection.connect(ctx, {
      connectorId: connector.id,
      namespace: connector.chain,
      ...(wallet ? { wallet } : {}),
    })
    afterConnect(ctx, view)
  })
  const uri = connection.wcUri
  const expired = usePairingExpired(ctx, connection.wcPairingExpiry)
  const timeLeft = usePairingTimeLeft(ctx, connection.wcPairingExpiry)
  const { isMobile, isTelegram } = ctx.environment
  const links = pairingLinks(wallet, uri, isMobile)
  const name = wallet?.name

  // The wallet's link without the pairing is the deep-link choice (SPEC §3): WalletConnect's
  // client opens it again for each request it sends the wallet (reactions/deepLinkChoice).
  const openLink = (event: MouseEvent<HTMLAnchorElement>, href: string, base: string) => {
    if (name) Connection.setWcLinking(ctx, { href: base, name })
    if (isTelegram && openThroughTelegram(href)) event.preventDefault()
  }
  // A phone shows no QR code (the wallet is on this very phone): its hint says what to do instead.
  const hint = isMobile
    ? name
      ? t('walletConnect.hintMobileFor', { name })
      : t('walletConnect.hintMobile')
    : name
      ? t('walletConnect.hintFor', { name })
      : t('walletConnect.hint')

  return (
    <ViewBody centered>
      {status === 'failed' ? (
        <>
          {expired && <p role="alert">{t('walletConnect.expired')}</p>}
          <p className="lk-error-text" role={expired ? undefined : 'alert'}>
            {errorText(error)}
          </p>
          <Button variant="secondary" onClick={retry} data-autofocus>
            {expired ? t('walletConnect.newCode') : t('common.retry')}
          </Button>
        </>
      ) : !uri || expired ? (
        <Spinner label={t('walletConnect.preparing')} />
      ) : (
        <>
          {!isMobile && (
            <QrCode
              value={uri}
              label={t('walletConnect.qrLabel')}
              iconUrl={wallet && walletImageUrl(options, wallet)}
              iconName={name}
            />
          )}
          <p className="lk-muted">{hint}</p>
          {timeLeft !== undefined && timeLeft > 0 && (
            <p className="lk-muted" data-testid="wc-time-left">
              {t('walletConnect.expiresIn', { time: formatRelativeTime(timeLeft, locale) })}
            </p>
          )}
          {links.app && name && (
            <LinkButton
              fullWidth
              href={links.app}
              onClick={(e) => openLink(e, links.app!, links.appBase!)}
            >
              {t('walletConnect.openApp', { name })}
            </LinkButton>
          )}
          {links.web && name && (
            <LinkButton
              variant="secondary"
              fullWidth
              href={links.web}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => openLink(e, links.web!, links.webBase!)}
            >
              {t('walletConnect.openWeb', { name })}
              <ExternalIcon size={16} />
            </LinkButton>
          )}
          <CopyButton text={uri} />
        </>
      )}
    </ViewBody>
  )
}
