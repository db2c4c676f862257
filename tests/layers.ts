/** Which @latchkey packages each package may import (DESIGN.md "Layers"). */
const adapterLayer = ['core', 'adapter-kit', 'walletconnect']
const rules: Record<string, string[]> = {
  core: [],
  // The adapter contract and the code adapters share (as wagmi keeps its core).
  'adapter-kit': ['core'],
  controllers: ['core', 'adapter-kit'],
  // The one WalletConnect session: below the adapters, beside the controllers.
  walletconnect: ['core', 'adapter-kit'],
  'adapter-evm': adapterLayer,
  'adapter-wagmi': adapterLayer,
  'adapter-solana': adapterLayer,
  'adapter-polkadot': adapterLayer,
  'adapter-bitcoin': adapterLayer,
  // They implement the controllers' seams (EmbeddedHost, SiwxConfig).
  'embedded-wallet': ['core', 'controllers'],
  siwx: ['core', 'controllers'],
  // The UI hands basic mode's loader to the core (a lazy chunk).
  ui: ['core', 'adapter-kit', 'controllers', 'walletconnect'],
  react: ['core', 'controllers', 'ui'],
  // A command that rewrites apps; it reads core's theme-variable table.
  codemod: ['core'],
  // Development-only packages sit beside the product and are never imported by it.
  'dev-wallet': ['core'],
  'local-bitcoin': [],
  'local-chain': [],
  'local-polkadot': [],
  'local-solana': [],
  'local-oidc': [],
}

export function allowedImports(pkg: string): string[] {
  const allowed = rules[pkg]
  if (!allowed) throw new Error(`packages/${pkg} has no layer rule in tests/layers.ts`)
  return allowed
}

const importPattern =
  /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]@latchkey\/([a-z0-9-]+)/g

export function findLayerViolations(
  pkg: string,
  files: { path: string; text: string }[],
): string[] {
  const allowed = allowedImports(pkg)
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(importPattern)]
      .map((m) => m[1] as string)
      .filter((target) => target !== pkg && !allowed.includes(target))
      .map((target) => `${path} imports @latchkey/${target}`),
  )
}
