import { defineConfig, type Options } from 'tsup'

/** Shared tsup settings: ESM + CJS + types, one entry, no bundled dependencies. */
export function libraryConfig(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    ...overrides,
  })
}
