// Issue 38: examples/headless uses only the headless API. Its sources import Latchkey through
// the headless entries (plus the core it creates, the adapter, the wallets it announces and
// core's error texts), never the modal's package, an <appkit-*> element or createAppKit; its
// build, when there is one, holds none of the modal's code.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../examples/headless/', import.meta.url))
const sources = readdirSync(`${root}src`)
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => ({ name, text: readFileSync(`${root}src/${name}`, 'utf8') }))

/** Every module specifier a source imports, static or dynamic. */
function imports(text: string): string[] {
  const found = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)].map((m) => m[1]!)
  return found.filter((specifier) => !specifier.startsWith('.'))
}

const ALLOWED = new Set([
  '@latchkey/controllers', // createAppKitCore: the instance, no modal
  '@latchkey/controllers/headless',
  '@latchkey/react/headless',
  '@latchkey/core',
  '@latchkey/adapter-evm',
  '@latchkey/dev-wallet',
  '@latchkey/embedded-wallet',
  'react',
  'react-dom/client',
  'uqr',
])

describe('examples/headless uses only the headless API (issue 38)', () => {
  it('imports nothing of the modal', () => {
    expect(sources.length).toBeGreaterThan(3)
    const outside = sources.flatMap(({ name, text }) =>
      imports(text)
        .filter((specifier) => !ALLOWED.has(specifier))
        .map((specifier) => `${name}: ${specifier}`),
    )
    expect(outside).toEqual([])
    for (const { name, text } of sources) {
      expect(text, name).not.toMatch(/<appkit-|<w3m-|createAppKit\(|@latchkey\/ui/)
    }
  })

  it('lists @latchkey/ui nowhere among its dependencies', () => {
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      dependencies: Record<string, string>
    }
    expect(Object.keys(pkg.dependencies)).not.toContain('@latchkey/ui')
  })

  it.runIf(existsSync(`${root}dist/index.html`))('its build holds none of the modal', () => {
    const assets = readdirSync(`${root}dist/assets`).filter((name) => name.endsWith('.js'))
    expect(assets.length).toBeGreaterThan(0)
    // Names only the modal's code holds (apps/demo's build has both): its element, a view.
    const modal = /appkit-modal|ConnectingWalletConnectView/
    const holding = assets.filter((name) =>
      modal.test(readFileSync(`${root}dist/assets/${name}`, 'utf8')),
    )
    expect(holding).toEqual([])
  })
})
