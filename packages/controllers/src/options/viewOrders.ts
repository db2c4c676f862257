import {
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WITH_WALLETS,
  type ConnectMethod,
  type DefaultSocial,
  WALLET_FEATURE_ORDER,
  type WalletFeature,
} from '@latchkey/core'
import type { OptionsState } from '../controllers/OptionsController'
import type { Environment } from '../environment/Environment'

// What the modal's views read of the options, apart from OptionsController: an app's start-up
// does not carry it (issue 13).

// SPEC §2 Telegram social filters, by operating system.
const TELEGRAM_HIDDEN_SOCIALS: Partial<Record<Environment['os'], DefaultSocial[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
}

/** Social buttons to show: the configured ones, minus Telegram's per-OS exclusions. */
export function getSocials(ctx: {
  store: { options?: OptionsState }
  environment: Environment
}): DefaultSocial[] {
  const { environment } = ctx
  const hidden = environment.isTelegram ? (TELEGRAM_HIDDEN_SOCIALS[environment.os] ?? []) : []
  return (ctx.store.options?.socials ?? []).filter((social) => !hidden.includes(social))
}

/** SPEC §2 connect-method order; wallets go first once injected or announced ones show. */
export function getConnectMethodOrder(
  options: { readonly connectMethodsOrder?: readonly ConnectMethod[] | undefined },
  hasVisibleWallets: boolean,
): ConnectMethod[] {
  if (options.connectMethodsOrder) return [...options.connectMethodsOrder]
  return [...(hasVisibleWallets ? CONNECT_METHOD_ORDER_WITH_WALLETS : CONNECT_METHOD_ORDER)]
}

/** SPEC §2 wallet feature order, keeping only the features switched on. */
export function getWalletFeatureOrder(options: {
  readonly features: Readonly<Record<WalletFeature, boolean>>
}): WalletFeature[] {
  return WALLET_FEATURE_ORDER.filter((feature) => options.features[feature])
}
