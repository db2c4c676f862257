// The provider's configuration reference, generated at build time from its zod schema
// (apps/provider/src/config/configSchema.ts): structure, types, defaults and limits come from
// z.toJSONSchema, the descriptions from the JSDoc comments on the schema's keys.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { z } from 'zod'
import { providerConfigSchema } from '../../provider/src/config/configSchema'
import { escapeHtml } from './html'

const providerSrc = fileURLToPath(new URL('../../provider/src/', import.meta.url))

/** The files whose z.object({...}) calls make up the config schema. */
const SCHEMA_SOURCES = [
  'config/configSchema.ts',
  'ens/ensConfigSchema.ts',
  'nfts/nftConfigSchema.ts',
  'onramp/onrampConfigSchema.ts',
]

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  format?: string
  additionalProperties?: unknown
}

/** One key of the config: a dotted path (`chains[].rpcUrl`) and what the schema says of it. */
export interface ConfigKey {
  path: string
  type: string
  required: boolean
  default?: unknown
  limits: string[]
  description: string
}

/** The config schema as JSON Schema, as the file PROVIDER_CONFIG names is read (its input). */
export function providerConfigJsonSchema(): JsonSchema {
  return z.toJSONSchema(providerConfigSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

/**
 * JSDoc of the keys of every `z.object({...})` in the schema's sources, by the object's sorted
 * key list (what identifies an object of the JSON Schema too) and then the key.
 */
function jsdocByObject(): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>()
  for (const file of SCHEMA_SOURCES) {
    const path = `${providerSrc}${file}`
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    )
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'object' &&
        node.arguments[0] &&
        ts.isObjectLiteralExpression(node.arguments[0])
      ) {
        const docs = new Map<string, string>()
        const keys: string[] = []
        for (const property of node.arguments[0].properties) {
          if (!property.name || !ts.isIdentifier(property.name)) continue
          keys.push(property.name.text)
          const comments = ts.getJSDocCommentsAndTags(property).filter(ts.isJSDoc)
          const text = comments.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ')
          if (text) docs.set(property.name.text, text.replace(/\s+/g, ' ').trim())
        }
        out.set(keys.sort().join(','), docs)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return out
}

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
  const union = schema.anyOf ?? schema.oneOf
  if (union) return union.map(typeOf).join(' | ')
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'unknown'}[]`
  if (schema.type === 'object') return 'object'
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  return schema.format === 'uri' ? 'URL' : (schema.type ?? 'any')
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

function limitsOf(schema: JsonSchema): string[] {
  const limits: string[] = []
  if (schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER)
    limits.push(`≥ ${schema.minimum}`)
  if (schema.exclusiveMinimum !== undefined) limits.push(`> ${schema.exclusiveMinimum}`)
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
    limits.push(`≤ ${schema.maximum}`)
  if (schema.minLength !== undefined)
    limits.push(`at least ${plural(schema.minLength, 'character')}`)
  if (schema.maxLength !== undefined)
    limits.push(`at most ${plural(schema.maxLength, 'character')}`)
  if (schema.minItems !== undefined) limits.push(`at least ${plural(schema.minItems, 'item')}`)
  if (schema.maxItems !== undefined) limits.push(`at most ${plural(schema.maxItems, 'item')}`)
  if (schema.pattern !== undefined) limits.push(`matches /${schema.pattern}/`)
  for (const part of schema.anyOf ?? []) limits.push(...limitsOf(part))
  if (schema.type === 'array' && schema.items && schema.items.type !== 'object')
    limits.push(...limitsOf(schema.items).map((l) => `each ${l}`))
  return limits
}

/** Every key of the config, depth first in the schema's order; objects in arrays as `key[]`. */
export function providerConfigKeys(schema = providerConfigJsonSchema()): ConfigKey[] {
  const docs = jsdocByObject()
  const keys: ConfigKey[] = []
  const walk = (object: JsonSchema, prefix: string): void => {
    const properties = object.properties ?? {}
    const objectDocs = docs.get(Object.keys(properties).sort().join(',')) ?? new Map()
    for (const [name, property] of Object.entries(properties)) {
      const path = `${prefix}${name}`
      keys.push({
        path,
        type: typeOf(property),
        required: object.required?.includes(name) === true && property.default === undefined,
        default: property.default,
        limits: limitsOf(property),
        description: objectDocs.get(name) ?? '',
      })
      if (property.type === 'object' && property.properties) walk(property, `${path}.`)
      if (property.type === 'array' && property.items?.properties)
        walk(property.items, `${path}[].`)
    }
  }
  walk(schema, '')
  return keys
}

/** The HTML id of a key's row: its path with `[]` as `-` (`chains-.rpcUrl` → `chains-rpcUrl`). */
export function configKeyId(path: string): string {
  return `config-${path.replace(/\[\]/g, '').replace(/\./g, '-')}`
}

function row(key: ConfigKey): string {
  const defaultText =
    key.default === undefined ? (key.required ? 'required' : '—') : JSON.stringify(key.default)
  const depth = key.path.split('.').length - 1
  return [
    `<tr id="${configKeyId(key.path)}" class="config-depth-${Math.min(depth, 3)}">`,
    `<td><code>${escapeHtml(key.path)}</code></td>`,
    `<td><code>${escapeHtml(key.type)}</code></td>`,
    `<td><code class="config-default">${escapeHtml(defaultText)}</code></td>`,
    `<td>${escapeHtml([key.description, ...key.limits.map((l) => `${l}.`)].filter(Boolean).join(' '))}</td>`,
    '</tr>',
  ].join('')
}

/** The page: one table per top-level section, every row anchored by its key's path. */
export function providerConfigMarkdown(): string {
  const keys = providerConfigKeys()
  const top = keys.filter((k) => !k.path.includes('.') && !k.path.includes('['))
  const scalars = top.filter((k) => k.type !== 'object' && !k.type.endsWith('object[]'))
  const sections = top.filter((k) => !scalars.includes(k))
  const table = (rows: ConfigKey[]) =>
    [
      '<div v-pre class="config-table">',
      '<table><thead><tr><th>Key</th><th>Type</th><th>Default</th><th>What it does</th></tr></thead><tbody>',
      ...rows.map(row),
      '</tbody></table>',
      '</div>',
    ].join('\n')
  const parts = [
    '# Configuration reference',
    '',
    'Generated when the site is built from the provider\u2019s config schema',
    '(`apps/provider/src/config/configSchema.ts`): every key the JSON file named by',
    '`PROVIDER_CONFIG` may hold, its type, its default and its limits. A key marked *required*',
    'has no default; *—* means the key may be left out. How the file and the environment',
    'combine is on [Self-hosting the provider](./index.md#configuration).',
    '',
    '## Top-level keys',
    '',
    table(scalars),
  ]
  for (const section of sections) {
    const nested = keys.filter(
      (k) =>
        k.path === section.path ||
        k.path.startsWith(`${section.path}.`) ||
        k.path.startsWith(`${section.path}[]`),
    )
    parts.push('', `## \`${section.path}\``, '')
    if (section.description) parts.push(section.description, '')
    parts.push(table(nested))
  }
  return `${parts.join('\n')}\n`
}
