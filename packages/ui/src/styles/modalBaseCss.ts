// Its own module: a bundler renders a module whole in one chunk, and baseCss is start-up code.
/** The modal's shared primitives, on top of baseCss (the page buttons need none of them). */
export const modalBaseCss = /* css */ `
.lk-root h1, .lk-root h2, .lk-root h3, .lk-root p { margin: 0; }
.lk-muted { color: var(--lk-color-foreground-muted); }
.lk-stack { display: flex; flex-direction: column; gap: 8px; }
.lk-row { display: flex; align-items: center; gap: 8px; }
.lk-center { text-align: center; }
.lk-root[dir='rtl'] { --lk-inline-sign: -1; }
.lk-root[dir='rtl'] .lk-mirror { transform: scaleX(-1); }
/* Addresses, hashes and amounts read left to right, isolated, in any locale's line. */
.lk-mono, .lk-ltr { direction: ltr; unicode-bidi: isolate; }
`
