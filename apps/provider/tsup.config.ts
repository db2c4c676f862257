import { defineConfig } from 'tsup'

/** A server, not a library: ESM only, the library entry with types, the CLI entry without. */
export default defineConfig({
  entry: ['src/index.ts', 'src/main.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
})
