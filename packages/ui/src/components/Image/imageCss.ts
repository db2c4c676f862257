export const imageCss = /* css */ `
.lk-image { display: block; flex: none; object-fit: cover; }
.lk-image-frame { display: inline-flex; flex: none; overflow: hidden; border-radius: var(--lk-radius-control); }
.lk-image-frame[data-shape='circle'] { border-radius: var(--lk-radius-full); }
`
