// The configuration reference page against the provider's config schema: every key of the schema
// has its row with its default, and the page has no row the schema does not have.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { providerConfigSchema } from '../../provider/src/config/configSchema'
import { builtPage, textOf } from './builtSite'

interface Node {
  type?: string
  properties?: Record<string, Node>
  items?: Node
  default?: unknown
}

/** Every key path of the schema (`chains[].rpcUrl`) with its default, walked here on its own. */
function schemaKeys(): Map<string, unknown> {
  const root = z.toJSONSchema(providerConfigSchema, { io: 'input', unrepresentable: 'any' }) as Node
  const keys = new Map<string, unknown>()
  const walk = (node: Node, prefix: string) => {
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      keys.set(`${prefix}${name}`, child.default)
      if (child.properties) walk(child, `${prefix}${name}.`)
      if (child.items?.properties) walk(child.items, `${prefix}${name}[].`)
    }
  }
  walk(root, '')
  return keys
}

/** The page's rows: key → the default column's text. */
function pageRows(): Map<string, string> {
  const html = builtPage('self-hosting/configuration.html')
  const rows = new Map<string, string>()
  for (const [, row] of html.matchAll(/<tr id="config-[^"]*"[^>]*>([\s\S]*?)<\/tr>/g)) {
    const cells = [...row!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => textOf(m[1]!))
    rows.set(cells[0]!, cells[2]!)
  }
  return rows
}

describe('the provider configuration reference', () => {
  const schema = schemaKeys()
  const rows = pageRows()

  it('has one row per key of the schema, and no other', () => {
    expect(schema.size).toBeGreaterThan(50)
    expect([...rows.keys()].sort()).toEqual([...schema.keys()].sort())
  })

  it("shows each key's default as the schema has it", () => {
    for (const [path, value] of schema) {
      if (value === undefined) expect(['required', '—']).toContain(rows.get(path))
      else expect(JSON.parse(rows.get(path)!), path).toEqual(value)
    }
  })

  it('pins the documented defaults (README: Configuration, SPEC §7)', () => {
    expect(rows.get('host')).toBe('"127.0.0.1"')
    expect(rows.get('relay.path')).toBe('"/relay"')
    expect(rows.get('rateLimit.burst')).toBe('120')
    expect(rows.get('names.zone')).toBe('"latchkey.id"')
    expect(rows.get('projects[].id')).toBe('required')
    expect(rows.get('chains[].rpcUrl')).toBe('required')
  })

  it('names every environment variable loadConfig reads on the self-hosting page', () => {
    const source = readFileSync(
      new URL('../../provider/src/config/loadConfig.ts', import.meta.url),
      'utf8',
    )
    const variables = new Set([...source.matchAll(/env\.([A-Z_]+)/g)].map((m) => m[1]!))
    expect(variables.size).toBeGreaterThanOrEqual(8)
    const page = textOf(builtPage('self-hosting/index.html'))
    for (const name of variables) expect(page, name).toContain(name)
  })
})
