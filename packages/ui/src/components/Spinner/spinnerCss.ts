export const spinnerCss = /* css */ `
.lk-spinner-wrap { display: inline-flex; align-items: center; justify-content: center; }
.lk-spinner { animation: lk-spin 0.8s linear infinite; color: var(--lk-color-accent); }
`
