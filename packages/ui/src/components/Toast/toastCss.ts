export const toastCss = /* css */ `
.lk-toast-region {
  position: absolute;
  inset-inline: 0;
  top: 12px;
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
.lk-toast[data-variant='success'] .lk-toast-icon { color: var(--lk-color-success); }
.lk-toast[data-variant='error'] .lk-toast-icon { color: var(--lk-color-error); }
`
