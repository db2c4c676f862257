export const dialogCss = /* css */ `
.lk-backdrop {
  position: fixed;
  inset: 0;
  z-index: var(--lk-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: var(--lk-color-backdrop);
  backdrop-filter: var(--lk-blur-modal-overlay, none);
  overflow-y: auto;
}
.lk-card {
  position: relative;
  display: flex;
  flex-direction: column;
  width: var(--lk-modal-width);
  max-width: 100%;
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
  border: 1px solid var(--lk-color-border);
  border-radius: var(--lk-radius-modal);
  background: var(--lk-color-background);
  box-shadow: var(--lk-shadow-modal);
  outline: none;
}
.lk-card[data-inline='true'] { box-shadow: none; }
.lk-card[data-inline='true'] { max-height: none; }
/* A long view (All Wallets) scrolls inside the card; the header and its title stay in sight. */
.lk-shaker { display: flex; flex-direction: column; min-height: 0; flex: 1 1 auto; }
.lk-shaker > .lk-view { min-height: 0; overflow-y: auto; overscroll-behavior: contain; }
@media (max-width: 430px) {
  .lk-backdrop:not([data-inline='true']) { align-items: flex-end; padding: 0; }
  .lk-backdrop:not([data-inline='true']) .lk-card {
    width: 100%;
    border-radius: var(--lk-radius-modal) var(--lk-radius-modal) 0 0;
    max-height: calc(100vh - 16px);
    max-height: calc(100dvh - 16px);
  }
}
`
