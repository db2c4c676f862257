import { getSocialLogins, startSocialLogin } from '@latchkey/controllers'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Options from '@latchkey/controllers/options'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { useT } from '../../i18n'
import { SOCIAL_NAMES } from './socialNames'

/** One button per configured social login; Farcaster has its own QR flow. */
export function SocialSection() {
  const ctx = useControllers()
  const t = useT()
  // getSocialLogins() reads the options and the connectors.
  useControllerState(Options.state(ctx))
  useControllerState(Connectors.state(ctx))
  const socials = getSocialLogins(ctx)
  if (socials.length === 0) return null
  return (
    <ul className="lk-list" aria-label={t('connect.socialGroup')}>
      {socials.map((social) => (
        <li key={social}>
          {/* The click itself starts the login: only then may its popup open (SPEC §3). */}
          <Button variant="secondary" fullWidth onClick={() => startSocialLogin(ctx, { social })}>
            {t('connect.social', { provider: SOCIAL_NAMES[social] })}
          </Button>
        </li>
      ))}
    </ul>
  )
}
