import { getConnectMethodOrder, getSocialLogins, hasVisibleWallets } from '@latchkey/controllers'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import { safeLinkUrl } from '@latchkey/core'
import { lazy, Suspense } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { InfoIcon, WalletIcon } from '../../components/icons'
import { ListItem } from '../../components/ListItem/ListItem'
import { useT } from '../../i18n'
import { ViewBody } from '../shared/ViewBody'
import { LegalCheckbox, LegalNotice } from './LegalNotice'
import { WalletSection } from './WalletSection'

// Email and social logins exist only with the embedded wallet: their code loads when shown
// (SPEC §1 on-demand), so an app without one never fetches it.
const EmailSection = lazy(() => import('./EmailSection').then((m) => ({ default: m.EmailSection })))
const SocialSection = lazy(() =>
  import('./SocialSection').then((m) => ({ default: m.SocialSection })),
)

/** SPEC §2 Connect: email, social and wallets in the connect-method order. */
export function ConnectView() {
  const ctx = useControllers()
  const t = useT()
  const options = useControllerState(Options.state(ctx))
  // The connect-method order and the auth connector come from the connector list.
  useControllerState(Connectors.state(ctx))
  const auth = Connectors.getAuthConnector(ctx)
  const order = getConnectMethodOrder(options, hasVisibleWallets(ctx))
  // Email and social logins need the embedded wallet's connector.
  const showsEmail = Boolean(options.features.email && auth)
  const showsSocial = Boolean(auth && getSocialLogins(ctx).length > 0)
  // SPEC §9 `collapseWallets` and `emailShowWallets`: beside the logins, the wallets can fold
  // into one button that opens them.
  const foldWallets =
    (options.features.collapseWallets && (showsEmail || showsSocial)) ||
    (!options.features.emailShowWallets && showsEmail)
  const sections = order
    .map((method) => {
      if (method === 'email')
        return showsEmail ? (
          <Suspense key="email" fallback={null}>
            <EmailSection />
          </Suspense>
        ) : null
      if (method === 'social')
        return showsSocial ? (
          <Suspense key="social" fallback={null}>
            <SocialSection />
          </Suspense>
        ) : null
      return foldWallets ? (
        <ListItem
          key="wallet"
          name={t('connect.continueWithWallet')}
          imageUrl={null}
          tag={<WalletIcon size={16} />}
          tagTone="accent"
          onClick={() => Router.push(ctx, 'ConnectWallets')}
        />
      ) : (
        <WalletSection key="wallet" />
      )
    })
    .filter((section) => section !== null)
  const list = sections.flatMap((section, index) =>
    index === 0
      ? [section]
      : [
          <p key={`or-${section.key}`} className="lk-divider">
            {t('common.or')}
          </p>,
          section,
        ],
  )
  // For a visitor new to wallets: what one is, and where to get one.
  const explainer = (
    <Button variant="ghost" onClick={() => Router.push(ctx, 'WhatIsAWallet')}>
      <InfoIcon size={16} />
      {t('whatIsAWallet.open')}
    </Button>
  )
  if (!options.features.legalCheckbox)
    return (
      <ViewBody>
        {list}
        <LegalNotice />
        {explainer}
      </ViewBody>
    )
  // SPEC §9 `legalCheckbox`: every way to connect stays disabled until the terms are ticked
  // (when the host gave terms to agree to).
  const hasTerms = Boolean(
    safeLinkUrl(options.termsConditionsUrl) || safeLinkUrl(options.privacyPolicyUrl),
  )
  return (
    <ViewBody>
      <LegalCheckbox />
      <fieldset className="lk-fieldset" disabled={hasTerms && !options.legalAccepted}>
        {list}
      </fieldset>
      {explainer}
    </ViewBody>
  )
}

/** The wallets folded away from Connect (`collapseWallets`, `emailShowWallets: false`). */
export function ConnectWalletsView() {
  return (
    <ViewBody>
      <WalletSection />
    </ViewBody>
  )
}
