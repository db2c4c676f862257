import type { AdapterContext } from './AdapterContext'
import type { EvmActionsModule } from './loadActions'

type ActionName = keyof EvmActionsModule

/** Runs `use` with the actions and the adapter's context, both loaded on first need. */
export type Act = <T>(
  use: (actions: EvmActionsModule, context: AdapterContext) => Promise<T>,
) => Promise<T>

/** Actions as the adapter object exposes them: the context bound. */
export type BoundActions<K extends ActionName> = {
  [N in K]: EvmActionsModule[N] extends (context: AdapterContext, ...rest: infer P) => infer R
    ? (...rest: P) => R
    : never
}

type AnyAction = (context: AdapterContext, params: unknown) => Promise<unknown>

/** The adapter's methods named `names`, each calling its action (a list keeps start-up small). */
export function bindActions<K extends ActionName>(act: Act, names: readonly K[]): BoundActions<K> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      (params: unknown) => act((actions, context) => (actions[name] as AnyAction)(context, params)),
    ]),
  ) as BoundActions<K>
}
