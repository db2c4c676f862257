/** The frame page's styles (served as /frame.css: the page's CSP allows no inline style). */
export const FRAME_CSS = `
:root { color-scheme: light dark; --lk-bg: #16181d; --lk-fg: #f2f3f5; --lk-muted: #9aa0aa; --lk-accent: #4f7cff; --lk-border: #2c3038; }
:root[data-theme='light'] { --lk-bg: #ffffff; --lk-fg: #16181d; --lk-muted: #5b6270; --lk-border: #e2e4e8; }
html, body { margin: 0; background: var(--lk-bg); color: var(--lk-fg); font: 14px/1.45 system-ui, sans-serif; }
main { padding: 16px; }
main:empty { display: none; }
h1 { font-size: 16px; margin: 0 0 8px; }
p { margin: 0 0 12px; color: var(--lk-muted); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; }
dt { color: var(--lk-muted); }
dd { margin: 0; word-break: break-all; font-family: ui-monospace, monospace; font-size: 12px; }
pre { white-space: pre-wrap; word-break: break-all; max-height: 140px; overflow: auto; background: rgba(127,127,127,.12); padding: 8px; border-radius: 8px; font-size: 12px; }
label { display: block; margin: 0 0 4px; }
input { box-sizing: border-box; width: 100%; padding: 8px 10px; border-radius: 8px; border: 1px solid var(--lk-border); background: transparent; color: inherit; margin-bottom: 12px; }
input[type='checkbox'] { width: auto; margin: 0; margin-inline-end: 6px; vertical-align: middle; }
.actions { display: flex; gap: 8px; }
button { flex: 1; padding: 10px; border-radius: 10px; border: 1px solid var(--lk-border); background: transparent; color: inherit; font: inherit; cursor: pointer; }
button.primary { background: var(--lk-accent); border-color: var(--lk-accent); color: #fff; }
.error { color: #ff6b6b; }
`
