export const swapCss = /* css */ `
.lk-swap-side { display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: var(--lk-radius-item); background: var(--lk-color-surface); }
.lk-swap-side-title { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); }
.lk-swap-row { display: flex; align-items: flex-end; gap: 8px; }
.lk-swap-row .lk-field { flex: 1; min-width: 0; }
.lk-swap-token { display: inline-flex; align-items: center; gap: 6px; min-width: 112px; }
.lk-swap-switch { align-self: center; margin: -4px 0; }
.lk-swap-details { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; margin: 0; font-size: var(--lk-font-size-small); }
.lk-swap-details dt { color: var(--lk-color-foreground-muted); }
.lk-swap-details dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.lk-swap-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; max-height: 360px; overflow-y: auto; }
.lk-swap-usd { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); }
`
