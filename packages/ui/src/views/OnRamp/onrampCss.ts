export const onrampCss = /* css */ `
.lk-onramp-row { display: flex; align-items: flex-end; gap: 8px; }
.lk-onramp-row .lk-field { flex: 1; min-width: 0; }
.lk-onramp-pick { display: inline-flex; align-items: center; gap: 6px; min-width: 96px; }
.lk-onramp-partners { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; border: 0; }
.lk-onramp-partner { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; align-items: center; padding: 10px 12px; border-radius: var(--lk-radius-item); background: var(--lk-color-surface); cursor: pointer; }
.lk-onramp-partner input { grid-row: span 2; margin: 0; }
.lk-onramp-partner small { color: var(--lk-color-foreground-muted); font-size: var(--lk-font-size-small); }
.lk-onramp-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; max-height: 360px; overflow-y: auto; }
.lk-onramp-note { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); margin: 0; }
.lk-onramp-link { color: var(--lk-color-accent); }
`
