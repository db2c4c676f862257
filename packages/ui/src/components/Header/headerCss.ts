export const headerCss = /* css */ `
.lk-header {
  display: grid;
  grid-template-columns: 36px 1fr 36px;
  align-items: center;
  gap: 8px;
  padding: 12px 12px 4px;
}
.lk-header-title {
  grid-column: 2;
  text-align: center;
  font-size: var(--lk-font-size-title);
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.lk-header-title:focus { outline: none; }
.lk-header-start { grid-column: 1; }
.lk-header-end { grid-column: 3; }
`
