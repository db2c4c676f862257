import type { AppMetadata } from '@latchkey/adapter-kit'
import {
  CONNECTOR_TYPE_ORDER,
  type ConnectMethod,
  type ConnectorGroup,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  type DefaultSocial,
  type FeatureName,
  isThemeMode,
  startupError,
  THEME_MODES,
  type WalletListEntry,
} from '@latchkey/core'
import { ref } from 'valtio/vanilla'
import type { Config } from '../core/Config'
import { slice } from '../core/store'
import { invalidInput } from '../errors/invalidInput'
import type { AppKitOptions } from '../options/AppKitOptions'
import { hasProvider } from '../options/serviceUrls'

export type Features = Record<FeatureName, boolean>

export interface OptionsState {
  projectId: string
  metadata: AppMetadata | undefined
  features: Features
  socials: DefaultSocial[]
  connectMethodsOrder: ConnectMethod[] | undefined
  connectorTypeOrder: ConnectorGroup[]
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  customWallets: WalletListEntry[]
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  enableWalletConnect: boolean
  enableEmbedded: boolean
  basic: boolean
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  /** The visitor ticked the terms checkbox (SPEC §9 `legalCheckbox`), for this page's life. */
  legalAccepted: boolean
  sdkType: string
  sdkVersion: string
  /** The provider's API base URL: the modal draws its network and token images from it. */
  apiUrl: string | undefined
  /** The host configured a provider; without one, what needs it is hidden (zero-config start). */
  hasProvider: boolean
}

// What a start without a provider leaves off unless the host switches it on itself.
const PROVIDER_FEATURES: Partial<Features> = Object.freeze({
  swaps: false,
  onramp: false,
  history: false,
  email: false,
  analytics: false,
})

/** Refuses option sets §5 forbids; throws before anything is created. */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const validateOptions = (function validateOptions(options: AppKitOptions): void {
  if (options.siweConfig !== undefined && options.siwx !== undefined)
    throw startupError('SIWE_CONFIG_WITH_SIWX')
  if (options.themeMode !== undefined && !isThemeMode(options.themeMode))
    throw invalidInput('themeMode', options.themeMode, THEME_MODES)
  if (!Array.isArray(options.networks)) throw startupError('CAIP_NETWORK_UNDEFINED')
  for (const wallet of options.customWallets ?? [])
    if (
      typeof wallet?.id !== 'string' ||
      !wallet.id ||
      typeof wallet.name !== 'string' ||
      !wallet.name
    )
      throw invalidInput('customWallets', wallet, 'each wallet needs an id and a name')
})

/**
 * The host's values, each list and object kept as it is (`ref`) rather than made a proxy of its
 * own: a setter replaces it whole, which the modal sees, and creating them costs next to nothing.
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const resolveOptions = (function resolveOptions(options: AppKitOptions): OptionsState {
  const { socials, connectMethodsOrder, connectorTypeOrder, ...switches } = options.features ?? {}
  const provider = hasProvider(options)
  return {
    projectId: options.projectId ?? '',
    metadata: options.metadata && ref({ ...options.metadata }),
    features: ref({ ...DEFAULT_FEATURES, ...(provider ? {} : PROVIDER_FEATURES), ...switches }),
    socials: ref(socials === false ? [] : [...(socials ?? DEFAULT_SOCIALS)]),
    connectMethodsOrder: connectMethodsOrder && ref([...connectMethodsOrder]),
    connectorTypeOrder: ref([...(connectorTypeOrder ?? CONNECTOR_TYPE_ORDER)]),
    featuredWalletIds: ref([...(options.featuredWalletIds ?? [])]),
    includeWalletIds: ref([...(options.includeWalletIds ?? [])]),
    excludeWalletIds: ref([...(options.excludeWalletIds ?? [])]),
    customWallets: ref((options.customWallets ?? []).map((wallet) => ({ ...wallet }))),
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    enableEmbedded: options.enableEmbedded ?? false,
    basic: options.basic ?? (options.adapters ?? []).length === 0,
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    legalAccepted: false,
    sdkType: options.sdkType ?? 'latchkey',
    sdkVersion: options.sdkVersion ?? 'latchkey-0.0.0',
    apiUrl: options.apiUrl,
    hasProvider: provider,
  }
})

type OptionsConfig = Pick<Config, 'store'>

/** The host's configuration with SPEC §9 defaults: the options slice createConfig resolved once. */
export function state(config: OptionsConfig): OptionsState {
  return slice(config.store, 'options', () => {
    throw new Error('@latchkey/controllers: the options are resolved by createConfig')
  })
}

export function isFeatureOn(config: OptionsConfig, name: FeatureName): boolean {
  return state(config).features[name]
}

export function setFeatures(config: OptionsConfig, features: Partial<Features>): void {
  const options = state(config)
  options.features = ref({ ...options.features, ...features })
}

export function setConnectorTypeOrder(config: OptionsConfig, order: ConnectorGroup[]): void {
  state(config).connectorTypeOrder = ref([...order])
}

export function setExcludedWalletIds(config: OptionsConfig, ids: string[]): void {
  state(config).excludeWalletIds = ref([...ids])
}

export function setLegalAccepted(config: OptionsConfig, accepted: boolean): void {
  state(config).legalAccepted = accepted
}
