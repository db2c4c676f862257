import { readFile, writeFile } from 'node:fs/promises'

const DIRECTIVE = "'use client';\n"

/**
 * A tsup `onSuccess` that puts React's `'use client'` boundary at the top of the given built
 * files (esbuild drops module directives, and a banner would mark every chunk, pure ones too):
 * a Server Component that imports them gets client references instead of running their hooks.
 * Each file's source map moves down the one line the directive takes.
 */
export function clientBoundary(files: readonly string[]): () => Promise<void> {
  return async () => {
    for (const file of files) {
      const code = await readFile(file, 'utf8')
      if (code.startsWith(DIRECTIVE)) continue
      await writeFile(file, DIRECTIVE + code)
      const mapFile = `${file}.map`
      const map = JSON.parse(await readFile(mapFile, 'utf8').catch(() => 'null')) as {
        mappings: string
      } | null
      if (!map) continue
      map.mappings = `;${map.mappings}`
      await writeFile(mapFile, JSON.stringify(map))
    }
  }
}
