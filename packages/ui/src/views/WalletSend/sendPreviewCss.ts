/** The review step's list of what is sent. */
export const sendPreviewCss = /* css */ `
.lk-preview { display: flex; flex-direction: column; gap: 10px; margin: 0; }
.lk-preview > div {
  display: flex; justify-content: space-between; align-items: baseline; gap: 12px;
  padding-bottom: 8px; border-bottom: 1px solid var(--lk-color-border);
}
.lk-preview dt { color: var(--lk-color-foreground-muted); font-size: var(--lk-font-size-small); flex: none; }
.lk-preview dd { margin: 0; text-align: end; min-width: 0; overflow-wrap: anywhere; }
`
