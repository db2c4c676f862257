/** Reset and shared primitives of every shadow root: the modal's and the page buttons'. */
export const baseCss = /* css */ `
:host {
  all: initial;
  display: contents;
  color-scheme: light dark;
}
*, *::before, *::after { box-sizing: border-box; }
.lk-root {
  font-family: var(--lk-font-family);
  font-size: var(--lk-font-size-body);
  line-height: 1.4;
  color: var(--lk-color-foreground);
  -webkit-font-smoothing: antialiased;
}
.lk-root[data-theme='light'] { color-scheme: light; }
.lk-root[data-theme='dark'] { color-scheme: dark; }
.lk-root :focus { outline: none; }
.lk-root :focus-visible {
  outline: 2px solid var(--lk-color-focus-ring);
  outline-offset: 2px;
}
.lk-root button, .lk-root input { font: inherit; color: inherit; }
.lk-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
`
