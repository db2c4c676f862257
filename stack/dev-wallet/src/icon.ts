// A latch key on an indigo tile, drawn for Latchkey; data: URI as EIP-6963 requires.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#3b3bd6"/>' +
  '<circle cx="36" cy="48" r="16" fill="none" stroke="#fff" stroke-width="8"/>' +
  '<path d="M52 48h30M70 48v12M80 48v8" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>' +
  '</svg>'

export const devWalletIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`

export const defaultDevWalletInfo = Object.freeze({
  name: 'Latchkey Dev Wallet',
  rdns: 'dev.latchkey.wallet',
  icon: devWalletIcon,
})
