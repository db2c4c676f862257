import type { Config } from '../core/Config'
import { slice } from '../core/store'

/** The locale the modal speaks, as the ui resolved it (host option, browser languages, English). */
export interface ModalLocaleState {
  tag: string | undefined
}

export const modalLocaleState = (config: Pick<Config, 'store'>): ModalLocaleState =>
  slice(config.store, 'modalLocale', () => ({ tag: undefined }))

/**
 * The ui says which locale the modal speaks (on first draw and on every live switch): the
 * embedded wallet's frame speaks it too in its own prompts (issue 35).
 */
export function setModalLocale(config: Pick<Config, 'store'>, tag: string): void {
  const state = modalLocaleState(config)
  if (state.tag !== tag) state.tag = tag
}
