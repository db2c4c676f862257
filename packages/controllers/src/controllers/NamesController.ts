import {
  type ChainNamespace,
  DEFAULT_NAME_ZONE,
  isLatchkeyError,
  isValidName,
  latchkeyError,
  type Message,
  messageOfError,
  type NameSuggestion,
  namespaceProfile,
} from '@latchkey/core'
import type { Config } from '../core/Config'
import { servicesOf } from '../core/servicesOf'
import { instanceData, slice } from '../core/store'
import { invalidInput } from '../errors/invalidInput'
import { catalogueMessage, signingToast } from '../errors/toastText'
import * as Chain from './ChainController'
import * as Router from './RouterController'
import * as Snack from './SnackController'

export interface NamesState {
  /** The name the suggestions below answer: a view shows them for that input only. */
  query: string
  suggestions: NameSuggestion[]
  /** A suggestions request is out. */
  searching: boolean
  /** A registration is under way (signature, then the provider). */
  loading: boolean
  /**
   * The zone the provider registers names in, read from its suggestions (the asked name comes
   * back as `label.zone`). A self-hosted provider may serve another than latchkey.id, the zone
   * names are written in until an answer has named it.
   */
  zone: string | undefined
}

/** SPEC §8: the server's first reason (core puts it in the error), else the catalogue's code. */
function nameToast(error: unknown, code: 'ERROR_FETCHING_NAME_SUGGESTIONS'): Message {
  if (isLatchkeyError(error, code)) return messageOfError(error)
  return catalogueMessage(error) ?? { code }
}

/**
 * SPEC §8 texts only: 'Signature declined' for a refusal, the server's first reason (core puts it
 * in the error) or a catalogue code, else 'Error registering name {name}'; never a wallet's words.
 */
function registrationToast(error: unknown, name: string): Message {
  const fallback = isLatchkeyError(error, 'ERROR_REGISTERING_NAME')
    ? messageOfError(error)
    : (catalogueMessage(error) ?? { code: 'ERROR_REGISTERING_NAME', params: { name } })
  return signingToast(error, fallback)
}

/** A random hex nonce: two claims signed in the same second still differ. */
function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The provider's name service (SPEC §4 name registration, §7 profile routes): the store's `names` slice. */
export function state(config: Pick<Config, 'store'>): NamesState {
  return slice(config.store, 'names', () => ({
    query: '',
    suggestions: [],
    searching: false,
    loading: false,
    zone: undefined,
  }))
}

// Only the latest suggestions request may write the state: a late answer for an old input is dropped.
const internal = instanceData(() => ({
  latest: 0,
  inFlight: undefined as AbortController | undefined,
}))

function api(config: Config) {
  const client = servicesOf(config).api()
  if (!client) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
  return client
}

/** The (account, network) a profile belongs to; `still()` is false once either changed. */
function owner(config: Config, namespace: ChainNamespace) {
  const address = Chain.getAccount(config, namespace)?.address
  const network = Chain.getChain(config, namespace)?.caipNetwork
  const still = () =>
    Chain.getAccount(config, namespace)?.address === address &&
    Chain.getChain(config, namespace)?.caipNetwork?.caipNetworkId === network?.caipNetworkId
  return { address, network, still }
}

/**
 * The name service's full name of a label: `label.zone` in the provider's zone, lower-case as the
 * provider keeps it.
 */
export function fullName(config: Pick<Config, 'store'>, label: string): string {
  const name = label.toLowerCase()
  const zone = state(config).zone ?? DEFAULT_NAME_ZONE
  return name.endsWith(`.${zone}`) ? name : `${name}.${zone}`
}

/** The zone of the provider's answer for `label`: the asked name comes back as `label.zone`. */
function zoneOfAnswer(label: string, suggestions: readonly NameSuggestion[]): string | undefined {
  const prefix = `${label.toLowerCase()}.`
  for (const { name } of suggestions) {
    const lower = typeof name === 'string' ? name.toLowerCase() : ''
    const zone = lower.startsWith(prefix) ? lower.slice(prefix.length) : ''
    if (/^(?=.{1,200}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(zone)) return zone
  }
  return undefined
}

/** The provider's zone, asked once (by suggestions for `label`) when no answer has told it yet. */
async function learnZone(config: Config, label: string): Promise<void> {
  const namesState = state(config)
  if (namesState.zone) return
  const { suggestions } = await api(config).getEnsNameSuggestions({ name: label })
  namesState.zone = zoneOfAnswer(label, suggestions) ?? namesState.zone
}

export function resolveName(config: Config, name: string) {
  return api(config).lookupEnsName({ name })
}

export function getNamesForAddress(config: Config, address: string) {
  return api(config).reverseLookupEnsName({ address })
}

/**
 * The provider's suggestions for `name` (the name itself first, with whether it is taken).
 * Resolves undefined when a later call superseded this one.
 */
export async function getSuggestions(
  config: Config,
  name: string,
): Promise<NameSuggestion[] | undefined> {
  const own = internal(config)
  const namesState = state(config)
  const ticket = ++own.latest
  own.inFlight?.abort()
  const controller = new AbortController()
  own.inFlight = controller
  namesState.searching = true
  try {
    const { suggestions } = await api(config).getEnsNameSuggestions({
      name,
      signal: controller.signal,
    })
    if (ticket !== own.latest) return undefined
    namesState.zone = zoneOfAnswer(name, suggestions) ?? namesState.zone
    namesState.query = name
    namesState.suggestions = suggestions
    return suggestions
  } catch (error) {
    if (ticket !== own.latest) return undefined
    namesState.query = name
    namesState.suggestions = []
    throw error
  } finally {
    if (ticket === own.latest) namesState.searching = false
  }
}

/** getSuggestions for a view: a failure is the §8 toast, never thrown. */
export async function suggest(config: Config, name: string): Promise<void> {
  await getSuggestions(config, name).catch((error: unknown) => {
    Snack.showError(config, nameToast(error, 'ERROR_FETCHING_NAME_SUGGESTIONS'))
  })
}

/**
 * Shows the success view, signs the claim, registers it, then sets the profile name
 * (SPEC §4). On failure: back to RegisterAccountName with the error as a toast, and rethrown.
 */
export async function registerName(config: Config, label: string): Promise<void> {
  if (!isValidName(label)) throw invalidInput('name', label, 'letters, digits, hyphen; 4+')
  const network = Chain.state(config).activeCaipNetwork
  // SPEC §9: names where the namespace's profile has them (its coin type for the record).
  const namespace = network?.chainNamespace
  const adapter = config.adapters.get(namespace)
  const names = namespace && namespaceProfile(namespace).names
  if (!network || !namespace || !names || !adapter) throw latchkeyError('UNSUPPORTED_CHAIN')
  const { address, still } = owner(config, namespace)
  if (!address) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  const coinType = names.coinType(network)
  const namesState = state(config)
  Router.push(config, 'RegisterAccountNameSuccess', { registerAccountName: label })
  namesState.loading = true
  // Known once the view's suggestions answered; a registration without them asks first.
  let name = fullName(config, label)
  try {
    await learnZone(config, label).catch(() => undefined)
    name = fullName(config, label)
    // The provider refuses a claim it saw before or signed too long ago (its time and nonce).
    const message = JSON.stringify({
      name,
      attributes: {},
      timestamp: Math.floor(config.clock.now() / 1000),
      nonce: nonce(),
    })
    const { signature } = await adapter.signMessage({ message, address })
    const { success } = await api(config).registerEnsName({
      name,
      coinType,
      address,
      message,
      signature,
    })
    // A skipped call (network not served) registered nothing (issue 19).
    if (!success) throw latchkeyError('ERROR_REGISTERING_NAME', name)
    // The cached reverse names and identity predate the name: a later lookup must ask again.
    api(config).clearCaches?.()
    if (still()) Chain.setAccountProp(config, namespace, 'profileName', name)
  } catch (error) {
    Router.returnTo(config, 'RegisterAccountName', { registerAccountName: label })
    Snack.showError(config, registrationToast(error, name))
    throw error
  } finally {
    namesState.loading = false
  }
}

/**
 * Name and avatar of the account on its current network (SPEC §7: EVM, not a testnet); any
 * other (account, network) has none. A failed lookup clears the profile name (SPEC §4).
 */
export async function fetchProfile(config: Config, namespace: ChainNamespace): Promise<void> {
  const { address, network, still } = owner(config, namespace)
  if (!address) return
  const client = servicesOf(config).api()
  if (!network || network.testnet || !client || !namespaceProfile(namespace).names) {
    Chain.setAccount(config, namespace, { profileName: undefined, profileImage: undefined })
    return
  }
  try {
    const [names, identity] = await Promise.all([
      client.reverseLookupEnsName({ address }),
      client.fetchIdentity({ address }),
    ])
    if (!still()) return
    Chain.setAccount(config, namespace, {
      profileName: names[0]?.name ?? identity.name ?? undefined,
      profileImage: identity.avatar ?? undefined,
    })
  } catch {
    if (still()) Chain.setAccount(config, namespace, { profileName: undefined })
  }
}
