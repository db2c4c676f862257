import { useControllers } from '../../app/ControllersContext'
import { useWatch } from '../../app/useWatch'
import { useT } from '../../i18n'
import { ViewBody } from '../shared/ViewBody'
import { EmailSection } from './EmailSection'
import { LegalNotice } from './LegalNotice'
import { SocialSection } from './SocialSection'
import { WalletSection } from './WalletSection'

/** SPEC §2 Connect: email, social and wallets in the connect-method order. */
export function ConnectView() {
  const ctx = useControllers()
  const t = useT()
  const options = useWatch(ctx.options.state)
  useWatch(ctx.connectors.state)
  const auth = ctx.connectors.getAuthConnector()
  const order = ctx.options.getConnectMethodOrder(ctx.connectors.hasVisibleWallets())
  const sections = order
    .map((method) => {
      // Email and social logins need the embedded wallet's connector.
      if (method === 'email')
        return options.features.email && auth ? <EmailSection key="email" /> : null
      if (method === 'social')
        return auth && ctx.options.getSocials().length > 0 ? <SocialSection key="social" /> : null
      return <WalletSection key="wallet" />
    })
    .filter((section) => section !== null)
  return (
    <ViewBody>
      {sections.flatMap((section, index) =>
        index === 0
          ? [section]
          : [
              <p key={`or-${section.key}`} className="lk-divider">
                {t('common.or')}
              </p>,
              section,
            ],
      )}
      <LegalNotice />
    </ViewBody>
  )
}
