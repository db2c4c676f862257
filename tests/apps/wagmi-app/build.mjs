// Builds the wagmi test app with Vite (as the demo is built) into dist/, for the browser test.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Builds the app afresh; the @latchkey packages it imports must be built already. */
export async function buildWagmiApp() {
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
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
  return outDir
}
