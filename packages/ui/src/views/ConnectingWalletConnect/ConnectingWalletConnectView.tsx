import type { RouterData } from '@latchkey/controllers'
import { latchkeyError } from '@latchkey/core'
import { useControllers } from '../../app/ControllersContext'
import { useWatch } from '../../app/useWatch'
import { Button } from '../../components/Button/Button'
import { LinkButton } from '../../components/Button/LinkButton'
import { CopyButton } from '../../components/Copy/CopyButton'
import { ExternalIcon } from '../../components/icons'
import { QrCode } from '../../components/Qr/QrCode'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n'
import { afterConnect } from '../shared/afterConnect'
import { useConnectAttempt } from '../shared/useConnectAttempt'
import { ViewBody } from '../shared/ViewBody'
import { usePairingExpired } from './usePairingExpired'
import { walletLinks } from './walletLinks'

/**
 * SPEC §2 ConnectingWalletConnect (and its Basic twin): a QR code and deep link for the pairing
 * URI in connection state, renewed when it expires.
 */
export function ConnectingWalletConnectView({ data }: { data: RouterData | undefined }) {
  const ctx = useControllers()
  const { t, errorText } = useI18n()
  const connection = useWatch(ctx.connection.state)
  const view = ctx.router.state.view
  const wallet = data?.wallet
  const { status, error, retry } = useConnectAttempt(async () => {
    const connector = data?.connector ?? ctx.connectors.getWalletConnectConnector()
    if (!connector) throw latchkeyError('WALLET_CONNECT_CONNECTOR_NOT_FOUND')
    await ctx.connection.connect({
      connectorId: connector.id,
      namespace: connector.chain,
      ...(wallet ? { wallet } : {}),
    })
    afterConnect(ctx, view)
  })
  const uri = connection.wcUri
  const expired = usePairingExpired(ctx, connection.wcPairingExpiry)
  const links = walletLinks(wallet, uri, ctx.environment.isMobile)
  const name = wallet?.name

  const openLink = (href: string) => {
    if (name) ctx.connection.setWcLinking({ href, name })
  }

  return (
    <ViewBody centered>
      {status === 'failed' ? (
        <>
          <p className="lk-error-text" role="alert">
            {errorText(error)}
          </p>
          <Button variant="secondary" onClick={retry} data-autofocus>
            {t('common.retry')}
          </Button>
        </>
      ) : !uri ? (
        <Spinner label={t('walletConnect.preparing')} />
      ) : expired ? (
        <>
          <p role="alert">{t('walletConnect.expired')}</p>
          <Button onClick={retry} data-autofocus>
            {t('walletConnect.newCode')}
          </Button>
        </>
      ) : (
        <>
          {!ctx.environment.isMobile && (
            <QrCode
              value={uri}
              label={t('walletConnect.qrLabel')}
              iconUrl={wallet?.image_url}
              iconName={name}
            />
          )}
          <p className="lk-muted">
            {name ? t('walletConnect.hintFor', { name }) : t('walletConnect.hint')}
          </p>
          {links.app && name && (
            <LinkButton fullWidth href={links.app} onClick={() => openLink(links.app!)}>
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
              onClick={() => openLink(links.web!)}
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
