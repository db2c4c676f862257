// The local OpenID provider (stack/local-oidc) every social login of the demo and the browser
// tests signs in at: one client per social provider, all on this one issuer. One call from
// startStack.mjs; its answer is the secure frame's `socials` configuration.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const built = fileURLToPath(new URL('../../stack/local-oidc/dist/index.js', import.meta.url))

/**
 * @param {{ port: number, stops: (() => Promise<void>)[], log: (line: string) => void }} options
 * @returns {Promise<{ id: string, clientId: string, clientSecret: string, issuer: string, preset: false }[]>}
 */
export async function startOidcForStack({ port, stops, log }) {
  if (!existsSync(built)) {
    log('stack/local-oidc is not built: social login is off')
    return []
  }
  const { startLocalOidc } = await import(built)
  const op = await startLocalOidc({ port })
  stops.push(() => op.stop())
  log(`OpenID provider: ${op.issuer}`)
  return Object.entries(op.clients).map(([id, client]) => ({
    id,
    ...client,
    issuer: op.issuer,
    preset: false,
  }))
}
