export const alertCss = /* css */ `
.lk-alert {
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px;
  border: 1px solid var(--lk-color-border);
  border-radius: var(--lk-radius-item);
  background: var(--lk-color-surface);
}
.lk-alert-icon { flex: none; margin-top: 1px; }
.lk-alert[data-variant='error'] .lk-alert-icon { color: var(--lk-color-error); }
.lk-alert[data-variant='warning'] .lk-alert-icon { color: var(--lk-color-warning); }
.lk-alert[data-variant='info'] .lk-alert-icon { color: var(--lk-color-accent); }
.lk-alert-body { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.lk-alert-title { font-weight: 700; }
.lk-alert-message { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); }
`
