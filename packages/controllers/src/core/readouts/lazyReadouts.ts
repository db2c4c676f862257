import type { createSiwxReadout } from '../../siwx/siwxReadout'
import type { createSubscriptions } from '../subscriptions'
import type { createFieldMethods } from './fieldMethods'

/** The host's read-outs and subscriptions (`getState`, `subscribeAccount` …, `getSiwx` …). */
export type Readouts = ReturnType<typeof createSubscriptions> &
  ReturnType<typeof createSiwxReadout> &
  ReturnType<typeof createFieldMethods>

/** Every read-out's name; readouts.test.ts checks it against what the read-outs are. */
export const READOUT_NAMES = [
  'getState',
  'getAccount',
  'getIsConnectedState',
  'getCaipNetwork',
  'getNetwork',
  'getCaipNetworkId',
  'getChainId',
  'getThemeMode',
  'getTheme',
  'getEvent',
  'getWalletInfo',
  'getWalletProvider',
  'getWalletProviderType',
  'getWalletProviderOverview',
  'getProviders',
  'subscribeProviders',
  'subscribeWalletProvider',
  'subscribeState',
  'subscribeAccount',
  'subscribeNetwork',
  'subscribeEvents',
  'subscribeTheme',
  'subscribeWalletInfo',
  'fetchBalance',
  'getSiwx',
  'getSiwxConfig',
  'getSiwxSettings',
  'subscribeSiwx',
  'getAddress',
  'getCaipAddress',
  'getCaipNetworks',
  'isOpen',
  'isTransactionStackEmpty',
  'getThemeVariables',
  'updateFeatures',
  'showErrorMessage',
  'showSuccessMessage',
] as const satisfies readonly (keyof Readouts)[]

// A read-out missing from the list fails the type check here, naming it.
type NoneUnlisted<T extends never> = T
export type EveryReadoutListed = NoneUnlisted<
  Exclude<keyof Readouts, (typeof READOUT_NAMES)[number]>
>

/**
 * The read-outs, built on the first call of any of them (issue 13): a page that never reads
 * through the host API does not run (or compile) their code at creation. Each method forwards to
 * the built one, so it can be called detached (`const { getState } = appKit`).
 */
export function lazyReadouts(build: () => Readouts): Readouts {
  let built: Readouts | undefined
  const readouts: Record<string, unknown> = {}
  for (const name of READOUT_NAMES)
    readouts[name] = (...args: unknown[]) => {
      built ??= build()
      return (built[name] as (...a: unknown[]) => unknown)(...args)
    }
  return readouts as Readouts
}
