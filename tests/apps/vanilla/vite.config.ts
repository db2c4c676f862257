import { defineConfig } from 'vite'

// Two pages, built like the demo for the browser tests (tests/browser/vanilla*.browser.test.ts).
export default defineConfig({
  build: {
    target: 'es2022',
    rollupOptions: { input: { ethers: 'ethers.html', 'zero-config': 'zero-config.html' } },
  },
})
