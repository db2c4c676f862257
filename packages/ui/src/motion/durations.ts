import { TIMING } from '@latchkey/core'

/** SPEC §9 animation times: a view change, the card's open/close and the backdrop fade. */
export const MOTION = Object.freeze({
  viewMs: TIMING.VIEW_ANIMATION_MS,
  modalMs: TIMING.MODAL_ANIMATION_MS,
  fadeMs: TIMING.MODAL_FADE_MS,
  shakeMs: TIMING.SHAKE_MS,
})
