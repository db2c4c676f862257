import { writeFile } from 'node:fs/promises'

/**
 * After the build: each controller entry's CommonJS file re-exports its namespace from index.cjs
 * (src/cjsIndex.ts) instead of bundling a second copy of the module.
 */
export function writeCjsShims(controllers: Record<string, string>, names: Record<string, string>) {
  return async () => {
    await Promise.all(
      Object.keys(controllers).map((entry) =>
        writeFile(
          `dist/${entry}.cjs`,
          `'use strict'\nmodule.exports = require('./index.cjs').${names[entry]}\n`,
        ),
      ),
    )
  }
}
