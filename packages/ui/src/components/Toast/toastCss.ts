export const toastCss = /* css */ `
/* Above the card, so a toast hides neither the header (its title, back and close) nor the view. */
.lk-toast-region {
  position: absolute;
  inset-inline: 0;
  bottom: calc(100% + 8px);
  display: flex;
  justify-content: center;
  pointer-events: none;
  z-index: 2;
}
.lk-toast {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100% - 32px);
  padding: 8px 14px;
  border: 1px solid var(--lk-color-border);
  border-radius: var(--lk-radius-full);
  background: var(--lk-color-background);
  box-shadow: var(--lk-shadow-modal);
  font-weight: 600;
  pointer-events: auto;
  animation: lk-fade-in var(--lk-duration-fade) ease-out both;
}
/* A bottom sheet may fill the screen: there it sits on the header, clear of its two buttons. */
@media (max-width: 430px) {
  .lk-toast-region { bottom: auto; top: 12px; }
  .lk-toast { max-width: calc(100% - 112px); }
}
.lk-toast[data-variant='success'] .lk-toast-icon { color: var(--lk-color-success); }
.lk-toast[data-variant='error'] .lk-toast-icon { color: var(--lk-color-error); }
`
