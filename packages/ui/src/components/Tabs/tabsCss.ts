export const tabsCss = /* css */ `
.lk-tablist {
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: var(--lk-radius-control);
  background: var(--lk-color-surface);
}
.lk-tab {
  flex: 1;
  min-height: 32px;
  border: 0;
  border-radius: var(--lk-radius-small);
  background: transparent;
  color: var(--lk-color-foreground-muted);
  font-weight: 600;
  cursor: pointer;
}
.lk-tab[aria-selected='true'] { background: var(--lk-color-background); color: var(--lk-color-foreground); }
.lk-tabpanel { padding-top: 12px; }
`
