import type { Config } from '../core/Config'

/** The locale the modal speaks, as the ui resolved it (host option, browser languages, English). */
export interface ModalLocaleState {
  tag: string | undefined
}

/**
 * The ui says which locale the modal speaks (on first draw and on every live switch): the
 * embedded wallet's frame speaks it too in its own prompts (issue 35). The slice is made here as
 * `slice()` would (createEmbeddedHost reads it so), without it: the modal's chunk imports nothing
 * more of the start-up.
 */
export function setModalLocale(config: Pick<Config, 'store'>, tag: string): void {
  config.store.modalLocale ??= { tag: undefined }
  if (config.store.modalLocale.tag !== tag) config.store.modalLocale.tag = tag
}
