import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findNamespaceBranches, NAMESPACE_NEUTRAL_PACKAGES } from './namespaceBranches'

const root = new URL('..', import.meta.url).pathname

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    // The test fakes of every namespace live in stack/test-fakes, outside packages/.
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : []
  })
}

describe('one adapter plus one profile per namespace (DESIGN.md)', () => {
  it.each(NAMESPACE_NEUTRAL_PACKAGES)('packages/%s never branches on a namespace', (name) => {
    const files = sourceFiles(join(root, 'packages', name, 'src')).map((path) => ({
      path: path.slice(root.length),
      text: readFileSync(path, 'utf8'),
    }))
    expect(findNamespaceBranches(files)).toEqual([])
  })

  it('reports a branch, a namespace-keyed lookup, a switch case, a list of what namespaces can do and a cut 0x, so the rule can fail', () => {
    const text = [
      "if (network.chainNamespace === 'solana') send()",
      "const evm = ctx.adapters.get('eip155')",
      "  case 'bip122':",
      "// a comment may name 'eip155' === namespace",
      'const ok = profile.isAddress(value)',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the check reads
      'if (network.caipNetworkId === `eip155:${id}`) swap()',
      'if (!CONSTANTS.NAME_NAMESPACES.includes(namespace)) return',
      'const offered = ONRAMP_NAMESPACES.includes(network.chainNamespace)',
      "const BUY = new Set(['eip155', 'solana'])",
      "if (['bip122'].includes(namespace)) skip()",
      '<Avatar name={account.address.slice(2)} />',
      'for (const namespace of CHAIN_NAMESPACES) visit(namespace)',
      'if (namespaceProfile(namespace).names) lookUp()',
    ].join('\n')
    expect(findNamespaceBranches([{ path: 'x.ts', text }])).toEqual([
      "x.ts:1: if (network.chainNamespace === 'solana') send()",
      "x.ts:2: const evm = ctx.adapters.get('eip155')",
      "x.ts:3: case 'bip122':",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the check reports
      'x.ts:6: if (network.caipNetworkId === `eip155:${id}`) swap()',
      'x.ts:7: if (!CONSTANTS.NAME_NAMESPACES.includes(namespace)) return',
      'x.ts:8: const offered = ONRAMP_NAMESPACES.includes(network.chainNamespace)',
      "x.ts:9: const BUY = new Set(['eip155', 'solana'])",
      "x.ts:10: if (['bip122'].includes(namespace)) skip()",
      'x.ts:11: <Avatar name={account.address.slice(2)} />',
    ])
  })
})
