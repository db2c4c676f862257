import {
  type ChainNamespace,
  CONSTANTS,
  convertEvmChainIdToCoinType,
  errorMessage,
  isLatchkeyError,
  isValidName,
  latchkeyError,
  type NameSuggestion,
} from '@latchkey/core'
import { proxy } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'
import { invalidInput } from '../errors/invalidInput'
import { catalogueText, signingToastText } from '../errors/toastText'

export interface NamesState {
  suggestions: NameSuggestion[]
  loading: boolean
}

/**
 * SPEC §8 texts only: 'Signature declined' for a refusal, the server's first reason (core puts it
 * in the error) or a catalogue text, else 'Error registering name {name}'; never a wallet's words.
 */
function registrationToastText(error: unknown, name: string): string {
  const fallback = isLatchkeyError(error, 'ERROR_REGISTERING_NAME')
    ? error.message
    : (catalogueText(error) ?? errorMessage('ERROR_REGISTERING_NAME', name))
  return signingToastText(error, fallback)
}

/** The provider's name service (SPEC §4 name registration, §7 profile routes). */
export function createNamesController(ctx: CoreContext) {
  const state = proxy<NamesState>({ suggestions: [], loading: false })

  function api() {
    const client = ctx.services.api()
    if (!client) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
    return client
  }

  return {
    state,

    resolveName: (name: string) => api().lookupEnsName({ name }),
    getNamesForAddress: (address: string) => api().reverseLookupEnsName({ address }),

    async getSuggestions(name: string) {
      state.loading = true
      try {
        state.suggestions = (await api().getEnsNameSuggestions({ name })).suggestions
        return state.suggestions
      } finally {
        state.loading = false
      }
    },

    /**
     * Shows the success view, signs the claim, registers it, then sets the profile name.
     * On failure: back to RegisterAccountName with the error as a toast, and rethrown.
     */
    async registerName(name: string) {
      if (!isValidName(name)) throw invalidInput('name', name, 'letters, digits, hyphen; 4+')
      const network = ctx.chain.state.activeCaipNetwork
      // SPEC §9: names on the name namespaces only (eip155, whose chain ids give the coin type).
      const namespace = network?.chainNamespace
      const adapter = ctx.adapters.get(namespace)
      if (!network || !namespace || !CONSTANTS.NAME_NAMESPACES.includes(namespace) || !adapter)
        throw latchkeyError('UNSUPPORTED_CHAIN')
      const account = ctx.chain.getAccount(namespace)
      if (!account?.address) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
      const coinType = convertEvmChainIdToCoinType(Number(network.id))
      ctx.router.push('RegisterAccountNameSuccess', { registerAccountName: name })
      state.loading = true
      try {
        const message = JSON.stringify({
          name,
          attributes: {},
          timestamp: Math.floor(ctx.clock.now() / 1000),
        })
        const { signature } = await adapter.signMessage({ message, address: account.address })
        await api().registerEnsName({
          name,
          coinType,
          address: account.address,
          message,
          signature,
        })
        // The cached reverse names and identity predate the name: a later lookup must ask again.
        api().clearCaches?.()
        ctx.chain.setAccountProp(namespace, 'profileName', name)
      } catch (error) {
        ctx.router.returnTo('RegisterAccountName', { registerAccountName: name })
        ctx.snack.showError(registrationToastText(error, name))
        throw error
      } finally {
        state.loading = false
      }
    },

    /** Name and avatar of an EVM mainnet account; a failed lookup clears the profile name. */
    async fetchProfile(namespace: ChainNamespace) {
      const account = ctx.chain.getAccount(namespace)
      const network = ctx.chain.getChain(namespace)?.caipNetwork
      const client = ctx.services.api()
      if (!account?.address || !network || network.testnet || !client) return
      if (!CONSTANTS.NAME_NAMESPACES.includes(namespace)) return
      const address = account.address
      try {
        const [names, identity] = await Promise.all([
          client.reverseLookupEnsName({ address }),
          client.fetchIdentity({ address }),
        ])
        if (ctx.chain.getAccount(namespace)?.address !== address) return
        ctx.chain.setAccount(namespace, {
          profileName: names[0]?.name ?? identity.name ?? undefined,
          profileImage: identity.avatar ?? undefined,
        })
      } catch {
        if (ctx.chain.getAccount(namespace)?.address === address)
          ctx.chain.setAccount(namespace, { profileName: undefined })
      }
    },
  }
}

export type NamesController = ReturnType<typeof createNamesController>
