// Builds the wagmi 3 test app with Vite into dist/, for the browser tests' wagmi 3 runs.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const WAGMI_PACKAGE = /^(.*\/node_modules\/(?:@wagmi\/core|wagmi))\/dist\//

/**
 * Builds the app afresh; the @latchkey packages it imports must be built already. wagmi and
 * @wagmi/core resolve from the app, as a peer dependency does in an app's own install (in the
 * workspace, adapter-wagmi's dev dependency is wagmi 2). Returns where the build is and every
 * wagmi package the bundle holds (`name@version`), so a test can see it is wagmi 3 alone.
 */
export async function buildWagmi3App() {
  const outDir = `${root}dist`
  for (const pkg of [
    'packages/adapter-wagmi',
    'packages/react',
    'packages/ui',
    'stack/dev-wallet',
    'packages/siwx',
  ])
    if (!existsSync(`${root}../../../${pkg}/dist/index.js`))
      throw new Error(`${pkg} is not built: run \`pnpm build\` first`)
  const bundled = new Set()
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), bundledWagmi(bundled)],
    resolve: { dedupe: ['wagmi', '@wagmi/core', 'viem', 'react', 'react-dom'] },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
  return { outDir, wagmi: [...bundled].sort() }
}

/** Records the name and version of each wagmi package whose modules land in the bundle. */
function bundledWagmi(found) {
  return {
    name: 'bundled-wagmi',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const id of chunk.moduleIds) {
          const dir = WAGMI_PACKAGE.exec(id.replaceAll('\\', '/'))?.[1]
          if (!dir) continue
          const { name, version } = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'))
          found.add(`${name}@${version}`)
        }
      }
    },
  }
}
