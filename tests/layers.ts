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
  // The local stack (stack/*): development-only packages beside the product, never imported by it.
  'dev-wallet': ['core'],
  'local-bitcoin': [],
  'local-chain': [],
  'local-polkadot': [],
  'local-solana': [],
  'local-oidc': [],
  // The fakes every package's tests share: a real adapter and core over the public entries.
  'test-fakes': ['core', 'adapter-kit', 'controllers'],
}

/** A test file, in src or not: never built, so it may use the shared test fakes. */
export const TEST_FILE = /\.test\.(ts|tsx|mts|cts)$/
/** What a test file may import beyond its package's layers. */
export const TEST_ONLY = ['test-fakes']

export function allowedImports(pkg: string): string[] {
  const allowed = rules[pkg]
  if (!allowed) throw new Error(`@latchkey/${pkg} has no layer rule in tests/layers.ts`)
  return allowed
}

const importPattern =
  /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]@latchkey\/([a-z0-9-]+)/g

/** The @latchkey packages a source file imports (static, dynamic or require). */
export function importedPackages(text: string): string[] {
  return [...text.matchAll(importPattern)].map((m) => m[1] as string)
}

/** Imports of any of `forbidden` in `files` (a product package reaching into the local stack; a test file may use the test fakes). */
export function findImportsOf(
  forbidden: string[],
  files: { path: string; text: string }[],
): string[] {
  return files.flatMap(({ path, text }) =>
    importedPackages(text)
      .filter((target) => forbidden.includes(target))
      .filter((target) => !(TEST_FILE.test(path) && TEST_ONLY.includes(target)))
      .map((target) => `${path} imports @latchkey/${target}`),
  )
}

export function findLayerViolations(
  pkg: string,
  files: { path: string; text: string }[],
): string[] {
  const allowed = allowedImports(pkg)
  return files.flatMap(({ path, text }) =>
    importedPackages(text)
      .filter((target) => target !== pkg && !allowed.includes(target))
      .filter((target) => !(TEST_FILE.test(path) && TEST_ONLY.includes(target)))
      .map((target) => `${path} imports @latchkey/${target}`),
  )
}
