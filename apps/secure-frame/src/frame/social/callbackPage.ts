// The social redirect URI's page script (SPEC §7): hands the provider's answer (this page's URL,
// with its code and state) to the app that started the login. The code is useless without the
// PKCE verifier, which only the frame holds.
import type { SocialCallbackConfig } from '../../routes/socialRoutes'

export const SOCIAL_RESULT = '@latchkey/social/RESULT'

const meta = document.querySelector('meta[name="latchkey-social"]')?.getAttribute('content')
const config = JSON.parse(meta ?? '{}') as SocialCallbackConfig
const resultUri = location.href
const opener = window.opener as Window | null
if (opener && !opener.closed) {
  // A popup: only the app's origin may read the answer.
  opener.postMessage({ type: SOCIAL_RESULT, resultUri }, config.redirectOrigin)
  window.close()
} else if (config.returnUrl) {
  // A full redirect (no popup, a Telegram mini-app): back to the app page with ?result_uri.
  const url = new URL(config.returnUrl)
  url.searchParams.set('result_uri', resultUri)
  location.replace(url.href)
}
