import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { useT } from '../../i18n'
import { interpolateNodes } from '../../i18n/interpolateNodes'
import { safeLinkUrl } from '../../security'

/** The host's terms and privacy links, when it set them; only https links are shown. */
export function LegalNotice() {
  const ctx = useControllers()
  const t = useT()
  const options = useControllerState(ctx.options)
  const terms = safeLinkUrl(options.termsConditionsUrl)
  const privacy = safeLinkUrl(options.privacyPolicyUrl)
  if (!terms && !privacy) return null
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="lk-visually-hidden"> {t('connect.opensInNewTab')}</span>
    </a>
  )
  const template =
    terms && privacy
      ? t('connect.legal')
      : terms
        ? t('connect.legalNoPrivacy')
        : t('connect.legalNoTerms')
  return (
    <p className="lk-legal">
      {interpolateNodes(template, {
        terms: terms ? link(terms, t('connect.terms')) : null,
        privacy: privacy ? link(privacy, t('connect.privacy')) : null,
      })}
    </p>
  )
}
