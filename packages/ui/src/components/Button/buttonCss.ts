export const buttonCss = /* css */ `
.lk-button {
  text-decoration: none;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid transparent;
  border-radius: var(--lk-radius-control);
  font-weight: 600;
  cursor: pointer;
  transition: background-color var(--lk-duration-view) ease, opacity var(--lk-duration-view) ease;
}
.lk-button[data-full='true'] { width: 100%; }
.lk-button[data-variant='primary'] {
  background: var(--lk-color-accent);
  color: var(--lk-color-accent-foreground);
}
.lk-button[data-variant='secondary'] {
  background: var(--lk-color-surface);
  border-color: var(--lk-color-border);
}
.lk-button[data-variant='secondary']:hover:not(:disabled) { background: var(--lk-color-surface-hover); }
.lk-button[data-variant='ghost'] { background: transparent; }
.lk-button[data-variant='ghost']:hover:not(:disabled) { background: var(--lk-color-surface); }
.lk-button[data-variant='danger'] { background: transparent; color: var(--lk-color-error); border-color: var(--lk-color-border); }
.lk-button:disabled { opacity: 0.55; cursor: not-allowed; }
.lk-button[aria-busy='true'] { cursor: progress; }
.lk-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: var(--lk-radius-full);
  background: transparent;
  cursor: pointer;
}
.lk-icon-button:hover:not(:disabled) { background: var(--lk-color-surface); }
.lk-icon-button:disabled { opacity: 0.4; cursor: not-allowed; }
`
