export const inputCss = /* css */ `
.lk-field { display: flex; flex-direction: column; gap: 6px; width: 100%; }
.lk-field-label { font-size: var(--lk-font-size-small); font-weight: 600; }
.lk-field-box {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 12px;
  min-height: 44px;
  border: 1px solid var(--lk-color-border);
  border-radius: var(--lk-radius-control);
  background: var(--lk-color-surface);
}
.lk-field-box:focus-within { border-color: var(--lk-color-focus-ring); box-shadow: 0 0 0 1px var(--lk-color-focus-ring); }
.lk-field-box[data-invalid='true'] { border-color: var(--lk-color-error); }
.lk-field-input {
  flex: 1;
  min-width: 0;
  border: 0;
  background: transparent;
  padding: 10px 0;
}
.lk-field-input:focus-visible { outline: none; }
.lk-field-input::placeholder { color: var(--lk-color-foreground-muted); opacity: 1; }
.lk-field-hint { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); }
.lk-field-error { font-size: var(--lk-font-size-small); color: var(--lk-color-error); }
`
