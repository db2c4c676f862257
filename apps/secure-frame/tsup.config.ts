import { defineConfig } from 'tsup'

export default defineConfig([
  // The server (ESM for Node, like apps/provider).
  {
    entry: ['src/index.ts', 'src/main.ts'],
    format: ['esm'],
    dts: { entry: 'src/index.ts' },
    sourcemap: true,
    clean: true,
    target: 'node20',
    platform: 'node',
  },
  // The frame page's script: one self-contained file the server hands out as /frame.js.
  {
    entry: { frame: 'src/frame/main.ts', 'social-callback': 'src/frame/social/callbackPage.ts' },
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    noExternal: [/.*/],
    minify: true,
    outDir: 'dist/frame-page',
    splitting: false,
    sourcemap: false,
    clean: true,
    outExtension: () => ({ js: '.js' }),
  },
])
