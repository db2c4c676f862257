export const copyCss = /* css */ `
.lk-copy { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.lk-copy-fallback {
  width: 100%;
  padding: 8px 10px;
  border: 1px solid var(--lk-color-border);
  border-radius: var(--lk-radius-small);
  background: var(--lk-color-surface);
  font-family: var(--lk-font-mono);
  font-size: var(--lk-font-size-small);
}
.lk-copy-message { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); }
`
