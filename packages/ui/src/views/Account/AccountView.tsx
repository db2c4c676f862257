import * as Account from '@latchkey/controllers/account'
import * as Balance from '@latchkey/controllers/balance'
import * as Chain from '@latchkey/controllers/chain'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import * as Snack from '@latchkey/controllers/snack'
import { ACCOUNT_TABS, type AccountTab, namespaceProfile } from '@latchkey/core'
import { lazy, Suspense } from 'react'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { IconButton } from '../../components/Button/IconButton'
import { useCopy } from '../../components/Copy/useCopy'
import { ImageWithFallback } from '../../components/Image/ImageWithFallback'
import { CopyIcon, SettingsIcon } from '../../components/icons'
import { Spinner } from '../../components/Spinner/Spinner'
import { Tabs } from '../../components/Tabs/Tabs'
import { shortAddress } from '../../format/shortAddress'
import { useFormats } from '../../format/useFormats'
import { useT } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { DisconnectButton } from '../shared/DisconnectButton'
import { ViewBody } from '../shared/ViewBody'
import { AccountTypeToggle } from './AccountTypeToggle'
import { accountCss } from './accountCss'
import { ChangeEmailButton } from './ChangeEmailButton'
import { ChooseNameButton } from './ChooseNameButton'
import { FeatureButtons } from './FeatureButtons'
import { NetworkRow } from './NetworkRow'
import { TokensTab } from './TokensTab'

// History is one of the on-demand parts (SPEC §1).
const ActivityList = lazy(() =>
  import('../Activity/ActivityList').then((m) => ({ default: m.ActivityList })),
)
// The NFTs grid loads when its tab is first shown (issue 37).
const NftsTab = lazy(() => import('./NftsTab').then((m) => ({ default: m.NftsTab })))

/** SPEC §2 Account: who is connected, the balance, the wallet features and the three tabs. */
export function AccountView() {
  useStyles(accountCss)
  const ctx = useControllers()
  const t = useT()
  const format = useFormats()
  const chain = useControllerState(Chain.state(ctx))
  const options = useControllerState(Options.state(ctx))
  const [, copy] = useCopy()
  const account = activeAccount(chain)
  const namespace = chain.activeNamespace
  if (!account?.address || !namespace) return null
  const address = account.address
  // The wallet itself (WalletConnect names the phone wallet that scanned), its icon through the
  // image checks: https or a safe data image only.
  const wallet = account.connectedWalletInfo
  // SPEC §9 `history` off: no Activity tab (and no history call).
  const tabs = ACCOUNT_TABS.filter((id) => id !== 'Activity' || options.features.history)
  const chosen = ACCOUNT_TABS[account.currentTab]
  const tab = chosen && tabs.includes(chosen) ? chosen : 'Tokens'
  // SPEC §5: dollars and two-digit pennies, 0.00 on testnets and networks the API does not serve.
  const usd = Balance.totalUsd(ctx)
  // Core's dollars and pennies (zero on a testnet), in the locale's currency format.
  const total = format.fiat(`${usd.dollars.replaceAll(',', '')}.${usd.pennies}`)

  const copyAddress = async () => {
    if (await copy(address)) Snack.showSuccess(ctx, { code: 'ADDRESS_COPIED' })
  }
  return (
    <ViewBody>
      <div className="lk-account-head">
        <ImageWithFallback
          src={account.profileImage}
          name={namespaceProfile(namespace).addressBody(address)}
          size={64}
          shape="circle"
        />
        <p className="lk-account-name lk-lead">
          <span title={address} dir="ltr">
            {account.profileName ?? shortAddress(address)}
          </span>
          <IconButton
            label={t('account.copyAddress')}
            icon={<CopyIcon size={16} />}
            onClick={copyAddress}
          />
        </p>
        {account.user?.userName && (
          // The login's own name (a Farcaster username); no translation needed for a handle.
          <p className="lk-account-user lk-muted">@{account.user.userName}</p>
        )}
        <p className="lk-account-total">
          <span className="lk-visually-hidden">{t('account.total')}: </span>
          <span className="lk-ltr">{total}</span>
        </p>
        {account.balance !== undefined && (
          <p className="lk-account-balance">
            <span className="lk-visually-hidden">{t('account.balance')}: </span>
            <span className="lk-ltr">
              {format.amount(account.balance)} {account.balanceSymbol}
            </span>
          </p>
        )}
        {wallet && (
          <p className="lk-account-wallet lk-muted">
            <ImageWithFallback src={wallet.icon} name={wallet.name} size={20} shape="circle" />
            {t('account.wallet', { name: wallet.name })}
          </p>
        )}
      </div>
      <NetworkRow />
      <ChooseNameButton />
      <ChangeEmailButton />
      <AccountTypeToggle />
      <FeatureButtons />
      <Tabs<AccountTab>
        label={t('account.sections')}
        tabs={tabs.map((id) => ({ id, label: t(`account.tab.${id}`) }))}
        selected={tab}
        onSelect={(id) => Account.setCurrentTab(ctx, ACCOUNT_TABS.indexOf(id))}
      >
        {tab === 'Tokens' && <TokensTab />}
        {tab === 'NFTs' && (
          <Suspense fallback={<Spinner />}>
            <NftsTab />
          </Suspense>
        )}
        {tab === 'Activity' && (
          <Suspense fallback={<Spinner />}>
            <ActivityList />
          </Suspense>
        )}
      </Tabs>
      <Button variant="secondary" fullWidth onClick={() => Router.push(ctx, 'AccountSettings')}>
        <SettingsIcon size={18} />
        {t('account.settings')}
      </Button>
      <DisconnectButton />
    </ViewBody>
  )
}
