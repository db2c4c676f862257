/** The page-facing buttons: inline in the host's layout, themed like the modal. */
export const hostButtonCss = /* css */ `
:host { display: inline-block; max-width: 100%; }
.lk-host-button {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0;
  padding-inline: 6px 14px;
  border: 1px solid var(--lk-color-border);
  border-radius: var(--lk-radius-button);
  background: var(--lk-color-background);
  color: var(--lk-color-foreground);
  font: 600 var(--lk-font-size-body) / 1 var(--lk-font-family);
  max-width: 100%;
  white-space: nowrap;
  cursor: pointer;
}
/* One line: in a narrow place the text is cut with an ellipsis instead of spilling out. */
.lk-host-button > span:not(.lk-image-frame) { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.lk-host-button:hover:not(:disabled) { background: var(--lk-color-surface); }
.lk-host-button:disabled { opacity: 0.5; cursor: not-allowed; }
.lk-host-button[data-size='sm'] { min-height: 32px; gap: 6px; font-size: var(--lk-font-size-small); }
.lk-host-button[data-kind='connect'] {
  padding: 0 16px;
  border-color: transparent;
  background: var(--lk-color-accent);
  color: var(--lk-color-accent-foreground);
}
.lk-host-button .lk-image-frame { border-radius: var(--lk-radius-full); }
/* The image's place until its chunk loads (ButtonImage). */
.lk-host-button-image { flex: none; width: 28px; height: 28px; background: var(--lk-color-surface); }
.lk-host-button[data-size='sm'] .lk-host-button-image { width: 20px; height: 20px; }
.lk-host-button-balance { color: var(--lk-color-foreground-muted); }
`
