export const listItemCss = /* css */ `
.lk-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-list-item {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  border: 0;
  border-radius: var(--lk-radius-item);
  background: var(--lk-color-surface);
  text-align: start;
  cursor: pointer;
}
.lk-list-item:hover:not(:disabled) { background: var(--lk-color-surface-hover); }
.lk-list-item:disabled { opacity: 0.55; cursor: not-allowed; }
.lk-list-item-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
/* A name reads in its own direction (a Latin wallet name is cut at its end in Arabic too),
   on the line's start side (the right in a right-to-left modal, whatever the name's script). */
.lk-list-item-name {
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  unicode-bidi: plaintext;
}
.lk-root[dir='rtl'] .lk-list-item-name { text-align: right; }
.lk-list-item-description { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); }
.lk-tag {
  flex: none;
  padding: 2px 8px;
  border-radius: var(--lk-radius-full);
  font-size: var(--lk-font-size-small);
  font-weight: 600;
  background: var(--lk-color-background);
  color: var(--lk-color-foreground-muted);
}
.lk-tag[data-tone='accent'] { color: var(--lk-color-accent); }
.lk-tag[data-tone='success'] { color: var(--lk-color-success); }
.lk-list-item-chevron { color: var(--lk-color-foreground-muted); flex: none; }
`
