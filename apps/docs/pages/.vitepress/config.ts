import { defineConfig } from 'vitepress'

// Everything the site shows is built from this repository: no font, script or image from another
// host, no search service (the local index), no analytics.
export default defineConfig({
  title: 'Latchkey',
  description: 'A wallet-connection modal for EVM, Solana, Bitcoin and Polkadot apps.',
  outDir: '../dist',
  cleanUrls: false,
  lastUpdated: false,
  // The theming page's preview draws Latchkey's own custom elements.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('appkit-') } } },
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/guide/getting-started.html' },
      { text: 'Reference', link: '/reference/options.html' },
      { text: 'Self-hosting', link: '/self-hosting/' },
    ],
    sidebar: [
      {
        text: 'Getting started',
        items: [
          { text: 'Overview', link: '/guide/getting-started.html' },
          { text: 'Vite (React)', link: '/guide/vite.html' },
          { text: 'Next.js (App Router)', link: '/guide/nextjs.html' },
          { text: 'Vanilla (no framework)', link: '/guide/vanilla.html' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'createAppKit options', link: '/reference/options.html' },
          { text: 'The AppKit instance', link: '/reference/instance.html' },
          { text: 'React hooks', link: '/reference/hooks.html' },
          { text: 'Components', link: '/reference/components.html' },
          { text: 'Events', link: '/reference/events.html' },
        ],
      },
      {
        text: 'Make it yours',
        items: [
          { text: 'Theming', link: '/theming.html' },
          { text: 'Headless', link: '/headless.html' },
        ],
      },
      {
        text: 'Migration',
        items: [
          { text: 'From AppKit', link: '/migration/appkit.html' },
          { text: 'From RainbowKit', link: '/migration/rainbowkit.html' },
          { text: 'From ConnectKit', link: '/migration/connectkit.html' },
        ],
      },
      {
        text: 'Self-hosting',
        items: [
          { text: 'The provider', link: '/self-hosting/' },
          { text: 'Configuration reference', link: '/self-hosting/configuration.html' },
        ],
      },
    ],
    outline: { level: [2, 3] },
  },
})
