import { readdirSync } from 'node:fs'
import type { Plugin } from 'esbuild'
import { defineConfig } from 'tsup'

const LOCALES_DIR = 'src/frame/i18n/locales'

/**
 * The frame's `import('./locales/<tag>')` (i18n/frameLocales.ts) stays a dynamic import of the
 * built table beside the script, `./frame-locales/<tag>.js`, instead of joining the bundle.
 */
const localeTablesByUrl: Plugin = {
  name: 'frame-locale-tables-by-url',
  setup(build) {
    build.onResolve({ filter: /^\.\/locales\/[\w-]+$/ }, (args) =>
      args.importer.endsWith('frameLocales.ts')
        ? { path: `./frame-locales/${args.path.slice('./locales/'.length)}.js`, external: true }
        : undefined,
    )
  },
}

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
  // The frame page's script: one self-contained file the server hands out as /frame.js. Its
  // locales' tables are not in it: each is a file of its own (below), fetched by URL when the
  // host says the modal speaks it (issue 35).
  {
    entry: { frame: 'src/frame/main.ts' },
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    noExternal: [/.*/],
    esbuildPlugins: [localeTablesByUrl],
    minify: true,
    outDir: 'dist/frame-page',
    splitting: false,
    sourcemap: false,
    clean: true,
    outExtension: () => ({ js: '.js' }),
  },
  // Each locale's table, served as /frame-locales/<tag>.js.
  {
    entry: Object.fromEntries(
      readdirSync(LOCALES_DIR)
        .filter((file) => /^[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
        .map((file) => [`frame-locales/${file.slice(0, -3)}`, `${LOCALES_DIR}/${file}`]),
    ),
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    outDir: 'dist/frame-page',
    splitting: false,
    sourcemap: false,
    clean: false,
    outExtension: () => ({ js: '.js' }),
  },
  // The social login's return page: one self-contained file (/social-callback.js).
  {
    entry: { 'social-callback': 'src/frame/social/callbackPage.ts' },
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    noExternal: [/.*/],
    minify: true,
    outDir: 'dist/frame-page',
    splitting: false,
    sourcemap: false,
    clean: false,
    outExtension: () => ({ js: '.js' }),
  },
])
