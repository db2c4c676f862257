import { getSocialLogins } from '@latchkey/controllers'
import type { DefaultSocial } from '@latchkey/core'
import { useControllers } from '../../app/ControllersContext'
import { readControllerState, useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { useT } from '../../i18n'
import { openSocialPopup } from '../ConnectingSocial/socialLogin'
import { SOCIAL_NAMES } from './socialNames'

/** One button per configured social login; Farcaster has its own QR flow. */
export function SocialSection() {
  const ctx = useControllers()
  const t = useT()
  // getSocialLogins() reads the options and the connectors.
  useControllerState(ctx.options)
  useControllerState(ctx.connectors)
  const socials = getSocialLogins(ctx)
  if (socials.length === 0) return null
  const start = (social: DefaultSocial) => {
    const namespace = readControllerState(ctx.chain).activeNamespace
    if (social === 'farcaster') return ctx.router.push('ConnectingFarcaster')
    if (namespace) {
      ctx.chain.setAccountProp(namespace, 'socialProvider', social)
      // SPEC §3 socialWindow: opened by this click, or browsers block it (then a full redirect).
      if (!ctx.environment.isTelegram)
        ctx.chain.setAccountProp(namespace, 'socialWindow', openSocialPopup())
    }
    ctx.router.push('ConnectingSocial', { connector: ctx.connectors.getAuthConnector() })
  }
  return (
    <ul className="lk-list" aria-label={t('connect.socialGroup')}>
      {socials.map((social) => (
        <li key={social}>
          <Button variant="secondary" fullWidth onClick={() => start(social)}>
            {t('connect.social', { provider: SOCIAL_NAMES[social] })}
          </Button>
        </li>
      ))}
    </ul>
  )
}
