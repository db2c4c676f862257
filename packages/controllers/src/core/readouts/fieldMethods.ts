import {
  type AccountType,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  DEFAULT_FEATURES,
  type FeatureName,
} from '@latchkey/core'
import { type Snapshot, subscribe } from 'valtio/vanilla'
import type { ThemeState } from '../../controllers/ThemeController'
import { invalidInput } from '../../errors/invalidInput'
import type { CoreContext } from '../CoreContext'
import { withLateControllers } from '../loadLateControllers'
import { currentThenChanges, immutableCopies } from './frozenReadouts'

type FieldContext = Pick<CoreContext, 'chain' | 'modal' | 'router' | 'theme' | 'options' | 'snack'>

const FEATURE_NAMES = new Set(Object.keys(DEFAULT_FEATURES))

/**
 * The instance methods of the field's AppKit 1.8 that apps call and ours did not have, in its
 * shapes (MIGRATING.md lists every one of its methods: same, different or absent and why).
 */
export function createFieldMethods(ctx: FieldContext) {
  const immutable = immutableCopies()
  const resolve = (namespace?: ChainNamespace) => namespace ?? ctx.chain.state.activeNamespace
  const account = (namespace?: ChainNamespace) => ctx.chain.getAccount(resolve(namespace))

  function getCaipNetworks(namespace?: ChainNamespace): Snapshot<CaipNetwork>[] {
    const chains = Object.values(ctx.chain.state.chains)
    const networks = chains
      .filter((chain) => chain && (!namespace || chain.namespace === namespace))
      .flatMap((chain) => chain?.caipNetworks ?? [])
    return immutable(networks) as Snapshot<CaipNetwork>[]
  }

  return {
    /** The account's address on a namespace (the active one), undefined while disconnected. */
    getAddress: (namespace?: ChainNamespace): string | undefined => account(namespace)?.address,
    /** The field's older name for `getAddress(namespace)`. */
    getAddressByChainNamespace: (namespace: ChainNamespace): string | undefined =>
      account(namespace)?.address,
    /** `eip155:1:0xabc…` on a namespace (the active one). */
    getCaipAddress: (namespace?: ChainNamespace): string | undefined =>
      account(namespace)?.caipAddress,
    /** The requested networks, of one namespace or all, as immutable copies. */
    getCaipNetworks,
    getActiveChainNamespace: (): ChainNamespace | undefined => ctx.chain.state.activeNamespace,
    /** Every network a connected wallet approved, over all namespaces. */
    getApprovedCaipNetworkIds: (): CaipNetworkId[] =>
      Object.values(ctx.chain.state.chains).flatMap((chain) => [
        ...(chain?.approvedCaipNetworkIds ?? []),
      ]),
    getPreferredAccountType: (namespace?: ChainNamespace): AccountType | undefined =>
      account(namespace)?.preferredAccountType,

    isOpen: (): boolean => ctx.modal.state.open,
    /** Whether no transaction view waits for a wallet's answer. */
    isTransactionStackEmpty: (): boolean => ctx.router.transactionStackSize === 0,

    getThemeVariables: (): Snapshot<ThemeState>['themeVariables'] =>
      immutable(ctx.theme.state.themeVariables),

    /**
     * Turns SPEC §9 features on or off after creation (`{ swaps: false }`). A name that is not a
     * feature, or a value that is not a boolean, is refused: nothing is changed.
     */
    updateFeatures(features: Partial<Record<FeatureName, boolean>>): void {
      for (const [name, value] of Object.entries(features ?? {})) {
        if (!FEATURE_NAMES.has(name)) throw invalidInput('features', name, 'a feature name')
        if (typeof value !== 'boolean') throw invalidInput(`features.${name}`, value, 'a boolean')
      }
      ctx.options.setFeatures(features)
    },
    /** The field's shortcut for `updateFeatures({ collapseWallets })`. */
    setCollapseWallets(collapseWallets: boolean): void {
      if (typeof collapseWallets !== 'boolean')
        throw invalidInput('collapseWallets', collapseWallets, 'a boolean')
      ctx.options.setFeatures({ collapseWallets })
    },

    /** A toast over the page, as the modal shows its own (SPEC §4 Toast). */
    showErrorMessage(message: string): void {
      void withLateControllers(() => ctx.snack.showError(String(message)))
    },
    showSuccessMessage(message: string): void {
      void withLateControllers(() => ctx.snack.showSuccess(String(message)))
    },

    /** Hears the active network now and on each change (undefined before one is set). */
    subscribeCaipNetworkChange(listener: (network: Snapshot<CaipNetwork> | undefined) => void) {
      return currentThenChanges(
        () => immutable(ctx.chain.state.activeCaipNetwork as Snapshot<CaipNetwork> | undefined),
        listener,
        (notify) => subscribe(ctx.chain.state, notify),
      )
    },
  }
}
