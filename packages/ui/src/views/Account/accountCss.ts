export const accountCss = /* css */ `
.lk-account-head { display: flex; flex-direction: column; align-items: center; gap: 6px; }
.lk-account-name { display: inline-flex; align-items: center; gap: 4px; }
.lk-account-wallet { display: inline-flex; align-items: center; gap: 6px; }
.lk-account-total { font-size: var(--lk-font-size-large); font-weight: 700; }
.lk-account-balance { color: var(--lk-color-foreground-muted); }
.lk-account-features { display: grid; grid-template-columns: repeat(auto-fit, minmax(0, 1fr)); gap: 8px; width: 100%; }
.lk-account-features .lk-button { flex-direction: column; gap: 4px; min-height: 64px; padding: 8px; }
.lk-token-row { display: flex; align-items: center; gap: 12px; padding: 8px 4px; }
.lk-token-row-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.lk-token-row-name { font-weight: 600; }
.lk-token-row-amount { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); }
.lk-token-row-value { font-weight: 600; }
`
