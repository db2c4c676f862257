export const connectingCss = /* css */ `
.lk-connecting { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 8px 0; text-align: center; }
.lk-connecting-art { position: relative; display: inline-flex; padding: 6px; }
.lk-connecting-art > .lk-spinner-wrap { position: absolute; inset: -6px; }
.lk-connecting-art .lk-spinner { width: calc(100% + 12px); height: calc(100% + 12px); }
.lk-connecting-art[data-failed='true'] .lk-image-frame { outline: 2px solid var(--lk-color-error); outline-offset: 2px; }
`
