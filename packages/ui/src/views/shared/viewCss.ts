/** Layout shared by every view's body. */
export const viewCss = /* css */ `
.lk-view-body { display: flex; flex-direction: column; gap: 12px; padding: 8px 16px 16px; }
.lk-view-body[data-centered='true'] { align-items: center; text-align: center; }
.lk-section { display: flex; flex-direction: column; gap: 8px; }
.lk-section-title {
  font-size: var(--lk-font-size-small);
  font-weight: 600;
  color: var(--lk-color-foreground-muted);
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.lk-empty { padding: 16px 0; text-align: center; color: var(--lk-color-foreground-muted); }
.lk-lead { font-size: var(--lk-font-size-title); font-weight: 700; }
.lk-small { font-size: var(--lk-font-size-small); }
.lk-error-text { color: var(--lk-color-error); }
.lk-legal { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); text-align: center; }
.lk-legal a, .lk-link { color: var(--lk-color-accent); }
.lk-legal-checkbox { display: flex; gap: 8px; align-items: flex-start; text-align: start; cursor: pointer; }
.lk-legal-checkbox input { margin-top: 2px; accent-color: var(--lk-color-accent); }
.lk-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; gap: 12px; }
.lk-fieldset:disabled { opacity: 0.5; }
.lk-divider {
  display: flex; align-items: center; gap: 8px;
  font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted);
}
.lk-divider::before, .lk-divider::after { content: ''; flex: 1; border-top: 1px solid var(--lk-color-border); }
.lk-actions { display: flex; gap: 8px; width: 100%; }
.lk-actions > * { flex: 1; }
.lk-alert-host { padding: 12px 16px 0; }
.lk-mono { font-family: var(--lk-font-mono); word-break: break-all; }
`
