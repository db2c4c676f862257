import * as Options from '@latchkey/controllers/options'
import { safeLinkUrl } from '@latchkey/core'
import type { ReactNode } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { type Translator, useT } from '../../i18n'
import { interpolateNodes } from '../../i18n/interpolateNodes'

type Wording = 'legal' | 'agree'

/** The host's terms and privacy links in a sentence, only https links; null when it set none. */
function useLegalSentence(wording: Wording): ReactNode | null {
  const ctx = useControllers()
  const t = useT()
  const options = useControllerState(Options.state(ctx))
  const terms = safeLinkUrl(options.termsConditionsUrl)
  const privacy = safeLinkUrl(options.privacyPolicyUrl)
  if (!terms && !privacy) return null
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="lk-visually-hidden"> {t('connect.opensInNewTab')}</span>
    </a>
  )
  return interpolateNodes(template(t, wording, Boolean(terms), Boolean(privacy)), {
    terms: terms ? link(terms, t('connect.terms')) : null,
    privacy: privacy ? link(privacy, t('connect.privacy')) : null,
  })
}

function template(t: Translator['t'], wording: Wording, terms: boolean, privacy: boolean) {
  if (wording === 'agree')
    return terms && privacy
      ? t('connect.agree')
      : terms
        ? t('connect.agreeNoPrivacy')
        : t('connect.agreeNoTerms')
  return terms && privacy
    ? t('connect.legal')
    : terms
      ? t('connect.legalNoPrivacy')
      : t('connect.legalNoTerms')
}

/** The host's terms and privacy links under the connect methods, when it set them. */
export function LegalNotice() {
  const sentence = useLegalSentence('legal')
  return sentence ? <p className="lk-legal">{sentence}</p> : null
}

/** SPEC §9 `legalCheckbox`: the terms as a checkbox the visitor ticks before choosing a wallet. */
export function LegalCheckbox() {
  const ctx = useControllers()
  const options = useControllerState(Options.state(ctx))
  const sentence = useLegalSentence('agree')
  if (!sentence) return null
  return (
    <label className="lk-legal lk-legal-checkbox">
      <input
        type="checkbox"
        checked={options.legalAccepted}
        onChange={(event) => Options.setLegalAccepted(ctx, event.target.checked)}
      />
      <span>{sentence}</span>
    </label>
  )
}
