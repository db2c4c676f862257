// The README's "Getting started": its install lines and files, per app (Vite, Next.js, vanilla).
import { readFileSync } from 'node:fs'

export interface GettingStartedApp {
  /** The `### ` heading: 'Vite (React)', 'Next.js (App Router)', 'Vanilla (no framework)'. */
  title: string
  /** Packages of the README's `npm install` lines. */
  packages: string[]
  /** Each code block whose first line names its file (`// src/main.tsx`, `<!-- index.html -->`). */
  files: Record<string, string>
}

const FILE_COMMENT = /^(?:\/\/\s*(\S+)|<!--\s*(\S+)\s*-->)\s*$/

/** Reads the README's Getting started section; throws if it is missing. */
export function readGettingStarted(readmePath: string): GettingStartedApp[] {
  const readme = readFileSync(readmePath, 'utf8')
  const start = readme.indexOf('\n## Getting started\n')
  if (start < 0) throw new Error('README.md has no "## Getting started" section')
  const end = readme.indexOf('\n## ', start + 1)
  const section = readme.slice(start, end < 0 ? undefined : end)
  return section
    .split('\n### ')
    .slice(1)
    .map((part) => {
      const title = part.slice(0, part.indexOf('\n')).trim()
      const packages: string[] = []
      const files: Record<string, string> = {}
      for (const [, lang, body] of part.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
        if (lang === 'sh') {
          for (const line of body!.split('\n')) {
            const install = line.match(/^npm install (.+)$/)
            if (install) packages.push(...install[1]!.trim().split(/\s+/))
          }
          continue
        }
        const [first, ...rest] = body!.split('\n')
        const named = first?.match(FILE_COMMENT)
        if (named) files[named[1] ?? named[2]!] = rest.join('\n')
      }
      return { title, packages, files }
    })
}
