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
import type { CoreContext } from '../core/CoreContext'
import { slice } from '../core/store'
import { invalidInput } from '../errors/invalidInput'
import { catalogueMessage, signingToast } from '../errors/toastText'

export interface NamesState {
  /** The name the suggestions below answer: a view shows them for that input only. */
  query: string
  suggestions: NameSuggestion[]
  /** A suggestions request is out. */
  searching: boolean
  /** A registration is under way (signature, then the provider). */
  loading: boolean
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

/** The provider's name service (SPEC §4 name registration, §7 profile routes). */
export function createNamesController(ctx: CoreContext) {
  const state = slice(ctx.store, 'names', () => ({
    query: '',
    suggestions: [],
    searching: false,
    loading: false,
  }))
  // Only the latest suggestions request may write the state: a late answer for an old input is dropped.
  let latest = 0
  let inFlight: AbortController | undefined

  function api() {
    const client = ctx.services.api()
    if (!client) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
    return client
  }

  /** The name service's full name of a label: `label.zone`, lower-case as the provider keeps it. */
  function fullName(label: string): string {
    const name = label.toLowerCase()
    return name.endsWith(`.${DEFAULT_NAME_ZONE}`) ? name : `${name}.${DEFAULT_NAME_ZONE}`
  }

  /** The (account, network) a profile belongs to; `still()` is false once either changed. */
  function owner(namespace: ChainNamespace) {
    const address = ctx.chain.getAccount(namespace)?.address
    const network = ctx.chain.getChain(namespace)?.caipNetwork
    const still = () =>
      ctx.chain.getAccount(namespace)?.address === address &&
      ctx.chain.getChain(namespace)?.caipNetwork?.caipNetworkId === network?.caipNetworkId
    return { address, network, still }
  }

  return {
    state,
    fullName,

    resolveName: (name: string) => api().lookupEnsName({ name }),
    getNamesForAddress: (address: string) => api().reverseLookupEnsName({ address }),

    /**
     * The provider's suggestions for `name` (the name itself first, with whether it is taken).
     * Resolves undefined when a later call superseded this one.
     */
    async getSuggestions(name: string): Promise<NameSuggestion[] | undefined> {
      const ticket = ++latest
      inFlight?.abort()
      const controller = new AbortController()
      inFlight = controller
      state.searching = true
      try {
        const { suggestions } = await api().getEnsNameSuggestions({
          name,
          signal: controller.signal,
        })
        if (ticket !== latest) return undefined
        state.query = name
        state.suggestions = suggestions
        return suggestions
      } catch (error) {
        if (ticket !== latest) return undefined
        state.query = name
        state.suggestions = []
        throw error
      } finally {
        if (ticket === latest) state.searching = false
      }
    },

    /** getSuggestions for a view: a failure is the §8 toast, never thrown. */
    async suggest(name: string): Promise<void> {
      await this.getSuggestions(name).catch((error: unknown) => {
        ctx.snack.showError(nameToast(error, 'ERROR_FETCHING_NAME_SUGGESTIONS'))
      })
    },

    /**
     * Shows the success view, signs the claim, registers it, then sets the profile name
     * (SPEC §4). On failure: back to RegisterAccountName with the error as a toast, and rethrown.
     */
    async registerName(label: string) {
      if (!isValidName(label)) throw invalidInput('name', label, 'letters, digits, hyphen; 4+')
      const network = ctx.chain.state.activeCaipNetwork
      // SPEC §9: names where the namespace's profile has them (its coin type for the record).
      const namespace = network?.chainNamespace
      const adapter = ctx.adapters.get(namespace)
      const names = namespace && namespaceProfile(namespace).names
      if (!network || !namespace || !names || !adapter) throw latchkeyError('UNSUPPORTED_CHAIN')
      const { address, still } = owner(namespace)
      if (!address) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
      const coinType = names.coinType(network)
      const name = fullName(label)
      ctx.router.push('RegisterAccountNameSuccess', { registerAccountName: label })
      state.loading = true
      try {
        // The provider refuses a claim it saw before or signed too long ago (its time and nonce).
        const message = JSON.stringify({
          name,
          attributes: {},
          timestamp: Math.floor(ctx.clock.now() / 1000),
          nonce: nonce(),
        })
        const { signature } = await adapter.signMessage({ message, address })
        const { success } = await api().registerEnsName({
          name,
          coinType,
          address,
          message,
          signature,
        })
        // A skipped call (network not served) registered nothing (issue 19).
        if (!success) throw latchkeyError('ERROR_REGISTERING_NAME', name)
        // The cached reverse names and identity predate the name: a later lookup must ask again.
        api().clearCaches?.()
        if (still()) ctx.chain.setAccountProp(namespace, 'profileName', name)
      } catch (error) {
        ctx.router.returnTo('RegisterAccountName', { registerAccountName: label })
        ctx.snack.showError(registrationToast(error, name))
        throw error
      } finally {
        state.loading = false
      }
    },

    /**
     * Name and avatar of the account on its current network (SPEC §7: EVM, not a testnet); any
     * other (account, network) has none. A failed lookup clears the profile name (SPEC §4).
     */
    async fetchProfile(namespace: ChainNamespace) {
      const { address, network, still } = owner(namespace)
      if (!address) return
      const client = ctx.services.api()
      if (!network || network.testnet || !client || !namespaceProfile(namespace).names) {
        ctx.chain.setAccount(namespace, { profileName: undefined, profileImage: undefined })
        return
      }
      try {
        const [names, identity] = await Promise.all([
          client.reverseLookupEnsName({ address }),
          client.fetchIdentity({ address }),
        ])
        if (!still()) return
        ctx.chain.setAccount(namespace, {
          profileName: names[0]?.name ?? identity.name ?? undefined,
          profileImage: identity.avatar ?? undefined,
        })
      } catch {
        if (still()) ctx.chain.setAccount(namespace, { profileName: undefined })
      }
    },
  }
}

export type NamesController = ReturnType<typeof createNamesController>
