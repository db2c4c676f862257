import type { DefaultSocial } from '@latchkey/core'
import { getSocialLogins } from '../connection/connectorList'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { completeSocialLogin } from '../login/completeSocialLogin'
import { startFarcasterLogin } from '../login/startFarcasterLogin'
import { startSocialLogin } from '../login/startSocialLogin'
import { connectionOf, type HeadlessConnection } from './connectionOf'
import { HeadlessActionError } from './headlessError'
import { headlessSlice, run } from './headlessState'

/** The social logins to offer: the host's `features.socials` the embedded wallet can run. */
export function getSocialProviders(config: Config): DefaultSocial[] {
  Connectors.discover(config)
  return getSocialLogins(config)
}

/**
 * SPEC §4 social login. Call it inside the visitor's click: the provider's page opens in a popup
 * at once (browsers block a later one). Resolves with the account once the provider answered
 * and the embedded wallet connected; `farcaster` shows its link in
 * `getState(config).login.farcasterUrl` until it is approved. Rejects coded (the popup closed
 * first, the wallet's refusal), or `REQUEST_ABORTED` when the login was given up.
 */
export function loginWithSocial(
  config: Config,
  provider: DefaultSocial,
): Promise<HeadlessConnection> {
  // Synchronously, before any await: the popup belongs to the click.
  let started: unknown
  try {
    startSocialLogin(config, { social: provider })
  } catch (error) {
    started = error
  }
  return run(config, async () => {
    if (started) throw started
    headlessSlice(config).login = { step: 'social', social: provider }
    const { status } =
      provider === 'farcaster'
        ? await startFarcasterLogin(config)
        : await completeSocialLogin(config)
    if (status !== 'CONNECTED') {
      headlessSlice(config).login = { step: 'idle' }
      throw new HeadlessActionError({ code: 'REQUEST_ABORTED' })
    }
    headlessSlice(config).login = { step: 'connected', social: provider }
    const connector = Connectors.getAuthConnector(config)
    return connectionOf(config, connector?.chain ?? 'eip155', connector?.id ?? '')
  }).catch((error: unknown) => {
    if (headlessSlice(config).login.step === 'social')
      headlessSlice(config).login = { step: 'idle' }
    throw error
  })
}
