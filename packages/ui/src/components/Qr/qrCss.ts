export const qrCss = /* css */ `
.lk-qr {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  border-radius: var(--lk-radius-item);
  background: var(--lk-color-qr-background);
  color: var(--lk-color-qr-foreground);
  aspect-ratio: 1;
  width: 100%;
}
.lk-qr svg.lk-qr-code { width: 100%; height: 100%; display: block; }
.lk-qr-icon {
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
}
.lk-qr-icon > * { border-radius: var(--lk-radius-small); background: var(--lk-color-qr-background); padding: 4px; box-sizing: content-box; }
`
