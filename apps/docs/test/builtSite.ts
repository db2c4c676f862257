import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const DIST = fileURLToPath(new URL('../dist/', import.meta.url))

/** A built page's HTML (`reference/options.html`); throws when the site was not built. */
export function builtPage(path: string): string {
  const file = `${DIST}${path}`
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`pnpm turbo run build --filter @latchkey/docs\``)
  return readFileSync(file, 'utf8')
}

/** An HTML fragment's text: tags dropped, the common entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}
