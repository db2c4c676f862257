/** Out of sight (still running) until the frame asks to be seen for a prompt. */
export const HIDDEN_STYLE =
  'position:fixed;width:1px;height:1px;left:-10px;top:-10px;border:0;opacity:0;pointer-events:none'

/** Above the modal, centred, the modal's width (SPEC §9: 360px). */
export const SHOWN_STYLE =
  'position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:360px;height:440px;max-height:90vh;border:0;border-radius:16px;box-shadow:0 8px 40px rgba(0,0,0,.4);z-index:2147483647;background:transparent;color-scheme:normal'
