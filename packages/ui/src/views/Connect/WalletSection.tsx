import { getConnectorGroups, servicesOf } from '@latchkey/controllers'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import * as WalletList from '@latchkey/controllers/wallet-list'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { QrIcon, WalletIcon } from '../../components/icons'
import { ListItem } from '../../components/ListItem/ListItem'
import { useT } from '../../i18n'
import { providerImageUrl, walletImageUrl } from '../shared/providerImageUrl'
import { type WalletRow, walletRows } from './walletRows'

/** Wallet rows in connector type order, then the way to all wallets. */
export function WalletSection() {
  const ctx = useControllers()
  const t = useT()
  // getConnectorGroups() reads connectors, recent wallets, the wallet list and options.
  useControllerState(Connectors.state(ctx))
  useControllerState(Connection.state(ctx))
  const walletList = useControllerState(WalletList.state(ctx))
  const options = useControllerState(Options.state(ctx))
  const rows = walletRows(getConnectorGroups(ctx))
  const showAll = options.features.allWallets && Boolean(servicesOf(ctx).walletRegistry())

  const select = (row: WalletRow) => {
    if (row.kind === 'walletConnect') {
      // A phone has no second screen to scan with: it picks a wallet app instead.
      if (ctx.environment.isMobile) Router.push(ctx, 'AllWallets')
      else Router.push(ctx, 'ConnectingWalletConnect', { connector: row.connector })
    } else if (row.kind === 'connector') {
      Router.push(ctx, 'ConnectingExternal', { connector: row.connector })
    } else {
      Router.push(ctx, 'ConnectingWalletConnect', { wallet: row.wallet })
    }
  }

  if (rows.length === 0 && !showAll) return <p className="lk-empty">{t('connect.noWallets')}</p>

  return (
    <ul className="lk-list" aria-label={t('connect.walletGroup')}>
      {rows.map((row) => (
        <li key={row.key}>
          {row.kind === 'walletConnect' ? (
            <ListItem
              name={t('connect.walletConnect')}
              description={t('connect.walletConnectDescription')}
              imageUrl={
                row.connector.imageUrl || providerImageUrl(options, 'connectors', 'walletconnect')
              }
              tag={<QrIcon size={16} />}
              tagTone="accent"
              onClick={() => select(row)}
            />
          ) : row.kind === 'connector' ? (
            <ListItem
              name={row.connector.name}
              imageUrl={row.connector.imageUrl}
              tag={row.installed ? t('common.installed') : undefined}
              tagTone="success"
              onClick={() => select(row)}
            />
          ) : (
            <ListItem
              name={row.wallet.name}
              imageUrl={walletImageUrl(options, row.wallet)}
              tag={row.recent ? t('common.recent') : undefined}
              onClick={() => select(row)}
            />
          )}
        </li>
      ))}
      {showAll && (
        <li>
          <ListItem
            name={t('connect.allWallets')}
            imageUrl={null}
            tag={
              walletList.count > 0 ? (
                t('connect.walletCount', {
                  count: Math.floor(walletList.count / 10) * 10 || walletList.count,
                })
              ) : (
                <WalletIcon size={16} />
              )
            }
            tagTone="accent"
            onClick={() => Router.push(ctx, 'AllWallets')}
          />
        </li>
      )}
    </ul>
  )
}
