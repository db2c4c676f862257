export const nftsCss = /* css */ `
.lk-nft-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; list-style: none; margin: 0; padding: 0; }
.lk-nft-card { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.lk-nft-card .lk-image, .lk-nft-card .lk-monogram { width: 100%; height: auto; aspect-ratio: 1; border-radius: var(--lk-radius-small, 8px); }
.lk-nft-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-nft-collection { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-nft-amount { font-size: var(--lk-font-size-small); font-weight: 600; }
`
