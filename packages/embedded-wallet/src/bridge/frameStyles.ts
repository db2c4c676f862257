/** Out of sight (still running) until the frame asks to be seen for a prompt. */
export const HIDDEN_STYLE =
  'position:fixed;width:1px;height:1px;left:-10px;top:-10px;border:0;opacity:0;pointer-events:none'

/**
 * Above the modal, centred, the modal's width (SPEC §9: 360px). Centred by margins, not a
 * transform: the frame arms Approve only while the browser reports it unobscured and untouched
 * by effects (IntersectionObserver v2), and a transform counts as one.
 */
export const SHOWN_STYLE =
  'position:fixed;inset:0;margin:auto;width:360px;height:440px;max-height:90vh;border:0;border-radius:16px;box-shadow:0 8px 40px rgba(0,0,0,.4);z-index:2147483647;background:transparent;color-scheme:normal'
