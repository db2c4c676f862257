// One-off generator for package shells; kept so new packages get the same shape.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const libs = {
  core: 'Chain-agnostic core: CAIP ids, validation, formatting, errors, constants, HTTP clients.',
  controllers: 'Headless state of the Latchkey modal on valtio.',
  ui: 'The Latchkey modal in React, mounted in a shadow root; createAppKit().',
  react: 'React hooks and components for Latchkey.',
  'adapter-evm': 'EVM chain adapter for Latchkey (viem, EIP-6963, EIP-1193).',
  'adapter-solana': 'Solana chain adapter for Latchkey.',
  'adapter-polkadot': 'Polkadot chain adapter for Latchkey.',
  'adapter-bitcoin': 'Bitcoin chain adapter for Latchkey.',
  'embedded-wallet': 'Secure-frame bridge and auth connector for the Latchkey embedded wallet.',
  siwx: 'Sign in with X (CAIP-122) messages, sessions and verifiers for Latchkey.',
  'dev-wallet': 'Development wallet: an EIP-1193 provider over local keys. Never for production.',
  'local-chain': 'Local EVM chain for development and tests: anvil with demo tokens.',
}
const privateLibs = new Set(['dev-wallet', 'local-chain'])

for (const [name, description] of Object.entries(libs)) {
  const dir = join('packages', name)
  mkdirSync(join(dir, 'src'), { recursive: true })
  const pkg = {
    name: `@latchkey/${name}`,
    version: '0.0.0',
    description,
    license: 'MIT',
    ...(privateLibs.has(name) ? { private: true } : {}),
    type: 'module',
    sideEffects: false,
    main: './dist/index.cjs',
    module: './dist/index.js',
    types: './dist/index.d.cts',
    exports: {
      '.': {
        import: { types: './dist/index.d.ts', default: './dist/index.js' },
        require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
      },
      './package.json': './package.json',
    },
    files: ['dist'],
    scripts: { build: 'tsup' },
    repository: { type: 'git', url: 'https://example.invalid/latchkey.git', directory: dir },
  }
  const write = (f, s) => existsSync(join(dir, f)) || writeFileSync(join(dir, f), s)
  write('package.json', `${JSON.stringify(pkg, null, 2)}\n`)
  write(
    'tsup.config.ts',
    "import { libraryConfig } from '../../scripts/tsup.base'\n\nexport default libraryConfig()\n",
  )
  write('tsconfig.json', '{ "extends": "../../tsconfig.base.json", "include": ["src"] }\n')
  write('src/index.ts', '// Filled by its issue; exports nothing yet.\nexport {}\n')
  write(
    'README.md',
    `# @latchkey/${name}\n\n${description}\n\n\`\`\`sh\nnpm install @latchkey/${name}\n\`\`\`\n\nNothing is exported yet: this package is filled by its own issue.\n`,
  )
}

const apps = {
  demo: 'Vite + React demo app exercising every Latchkey feature.',
  provider:
    'The self-hostable Latchkey provider: blockchain API, wallet registry, analytics, RPC gateway.',
  'secure-frame': 'The embedded wallet frame page and its auth service.',
}
for (const [name, description] of Object.entries(apps)) {
  const dir = join('apps', name)
  mkdirSync(join(dir, 'src'), { recursive: true })
  const pkg = {
    name: `@latchkey/${name}`,
    version: '0.0.0',
    private: true,
    description,
    license: 'MIT',
    type: 'module',
    scripts: {},
  }
  const write = (f, s) => existsSync(join(dir, f)) || writeFileSync(join(dir, f), s)
  write('package.json', `${JSON.stringify(pkg, null, 2)}\n`)
  write('tsconfig.json', '{ "extends": "../../tsconfig.base.json", "include": ["src"] }\n')
  write('src/index.ts', '// Filled by its issue.\nexport {}\n')
  write(
    'README.md',
    `# @latchkey/${name}\n\n${description}\n\nNot built yet: this app is filled by its own issue.\n`,
  )
}
