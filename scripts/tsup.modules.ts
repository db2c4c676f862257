import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Options } from 'tsup'

/** Every source module of `dir` (tests and declarations left out), keyed by its path. */
function sourceModules(dir: string): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const item of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(item.parentPath, item.name)
    if (!item.isFile() || !/\.tsx?$/.test(item.name) || /\.(test|d)\.tsx?$/.test(item.name))
      continue
    entries[relative(dir, path).replace(/\.tsx?$/, '')] = path
  }
  return entries
}

/**
 * The ESM build with one output file per source module (every module an entry, so esbuild's
 * code splitting leaves each in a file of its own), CJS with the given entries only. An app's
 * bundler places and tree-shakes files: with a package's modules merged into shared chunks, a
 * start-up import of one constant would bring every module of its chunk into the app's start-up.
 */
export function perModuleOutput(
  entry: Record<string, string>,
  dir = 'src',
  cjsEntry: Record<string, string> = entry,
): Options {
  return {
    // A module that is only a CommonJS entry (say, an index re-exporting namespaces) is left
    // out of the ESM build, where it would build those namespaces into the modules' own files.
    entry: Object.fromEntries(
      Object.entries({ ...sourceModules(dir), ...entry }).filter(
        ([, path]) =>
          Object.values(entry).includes(path) ||
          !Object.values(cjsEntry).some((cjs) => join(cjs) === join(path)),
      ),
    ),
    esbuildOptions(options, { format }) {
      if (format === 'cjs') options.entryPoints = cjsEntry
    },
  }
}
