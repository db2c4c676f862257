import type { CaipNetwork, ChainNamespace, FeatureName } from '@latchkey/core'
import type { Snapshot } from 'valtio/vanilla'
import * as Chain from '../../controllers/ChainController'
import * as Modal from '../../controllers/ModalController'
import * as Router from '../../controllers/RouterController'
import type { ThemeState } from '../../controllers/ThemeController'
import * as Theme from '../../controllers/ThemeController'
import type { Config } from '../Config'
import { withLateControllers } from '../loadLateControllers'
import { immutableCopies } from './frozenReadouts'

type FieldContext = Config

/**
 * The instance methods of the field's AppKit 1.8 that apps call and ours did not have, in its
 * shapes (MIGRATING.md lists every one of its methods: same, different or absent and why). Kept
 * small: they are start-up code (bench/README).
 */
export function createFieldMethods(ctx: FieldContext) {
  const immutable = immutableCopies()
  const account = (namespace?: ChainNamespace) => Chain.getAccount(ctx, namespace)

  return {
    /** The account's address on a namespace (the active one), undefined while disconnected. */
    getAddress: (namespace?: ChainNamespace) => account(namespace)?.address,
    /** `eip155:1:0xabc…` on a namespace (the active one). */
    getCaipAddress: (namespace?: ChainNamespace) => account(namespace)?.caipAddress,
    /** The requested networks, of one namespace or all, as immutable copies. */
    getCaipNetworks: (namespace?: ChainNamespace) =>
      immutable(
        Chain.allNetworks(ctx).filter((n) => !namespace || n.chainNamespace === namespace),
      ) as Snapshot<CaipNetwork>[],
    isOpen: () => Modal.state(ctx).open,
    /** Whether no transaction view waits for a wallet's answer. */
    isTransactionStackEmpty: () => Router.transactionStackSize(ctx) === 0,
    getThemeVariables: (): Snapshot<ThemeState>['themeVariables'] =>
      immutable(Theme.state(ctx).themeVariables),
    /** SPEC §9 features on or off (in the on-demand chunk: it settles once applied). */
    updateFeatures: (features: Partial<Record<FeatureName, boolean>>) =>
      withLateControllers((late) => late.updateFeatures(ctx, features)),
    /** The modal's toast (SPEC §4 Toast), the host's own text shown as given. */
    showErrorMessage: (message: string) =>
      void withLateControllers((late) => late.Snack.showError(ctx, { text: message })),
    showSuccessMessage: (message: string) =>
      void withLateControllers((late) => late.Snack.showSuccess(ctx, { text: message })),
  }
}
