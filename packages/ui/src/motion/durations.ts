import { CONSTANTS } from '@latchkey/core'

/** SPEC §9 animation times: a view change, the card's open/close and the backdrop fade. */
export const MOTION = Object.freeze({
  viewMs: CONSTANTS.VIEW_ANIMATION_MS,
  modalMs: CONSTANTS.MODAL_ANIMATION_MS,
  fadeMs: CONSTANTS.MODAL_FADE_MS,
  shakeMs: CONSTANTS.SHAKE_MS,
})
