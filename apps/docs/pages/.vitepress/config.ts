import { defineConfig } from 'vitepress'

export default defineConfig({
  title: 'Latchkey',
  description: 'A wallet-connection modal for EVM, Solana, Bitcoin and Polkadot apps.',
  outDir: '../dist',
  cleanUrls: false,
})
