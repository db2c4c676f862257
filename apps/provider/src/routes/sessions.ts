import { namespaceProfile, parseCaipAddress } from '@latchkey/core'
import {
  bitcoinVerifier,
  createSessionVerifier,
  evmVerifier,
  polkadotVerifier,
  SiwxVerificationError,
  sessionFromBody,
  solanaVerifier,
} from '@latchkey/siwx/server'
import type { Context, Hono } from 'hono'
import { createPublicClient, http } from 'viem'
import { z } from 'zod'
import { ApiError, badRequest, notFound } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { caipAddress, sdkQuery } from '../http/schemas'
import type { AppEnv, Services } from '../server/Services'
import { SessionStore } from '../sessions/SessionStore'

const query = z.object(sdkQuery)
const revokeBody = z.object({
  pci: z.string().regex(/^[0-9a-f]{64}$/, 'pci must be a session id'),
  signature: z.string().min(1).max(8192),
})
const MAX_BODY = 32 * 1024

/** The account a path names, spelled as its namespace compares addresses. */
function account(c: Context<AppEnv>): string {
  const id = parseInput(caipAddress, c.req.param('id'), 'path')
  const { chainNamespace, chainId, address } = parseCaipAddress(id)
  return `${chainNamespace}:${chainId}:${namespaceProfile(chainNamespace).addressKey(address)}`
}

/**
 * SPEC §7 GET /v1/sessions/{id} and POST /v1/sessions/{id}/revoke, with what they need: a nonce
 * (GET …/nonce) and POST /v1/sessions/{id}, which verifies a signed session (@latchkey/siwx/server)
 * for the calling page's origin and keeps it. {id} is the CAIP-10 account.
 */
export function sessionsRoutes(app: Hono<AppEnv>, services: Services) {
  const store = new SessionStore(services.db)
  const clients = new Map<string, ReturnType<typeof createPublicClient>>()
  const evm = evmVerifier({
    // Contract wallets (ERC-1271, ERC-6492) are checked on the configured node of their chain.
    getClient(chainId) {
      const chain = services.chains.get(`eip155:${chainId}`)
      if (!chain) return undefined
      let client = clients.get(chain.config.id)
      if (!client) {
        client = createPublicClient({ transport: http(chain.config.rpcUrl) })
        clients.set(chain.config.id, client)
      }
      return client
    },
  })
  const verifiers = [evm, solanaVerifier(), bitcoinVerifier(), polkadotVerifier()]

  app.get('/v1/sessions/:id/nonce', requireProject(services), async (c) => {
    account(c)
    parseInput(query, c.req.query(), 'query')
    return c.json({ nonce: await store.issueNonce(c.get('project').id) })
  })

  app.get('/v1/sessions/:id', requireProject(services), async (c) => {
    const id = account(c)
    parseInput(query, c.req.query(), 'query')
    return c.json({ sessions: await store.list(c.get('project').id, id) })
  })

  app.post('/v1/sessions/:id', requireProject(services), async (c) => {
    const id = account(c)
    const projectId = c.get('project').id
    // The message must name the page that asks: only a browser's Origin says which one.
    const origin = c.req.header('origin')
    if (!origin) throw badRequest('Signing in needs the Origin of the page')
    const session = sessionFromBody(await readJsonBody(c, MAX_BODY))
    if (!session) throw badRequest('Invalid body: expected a session (data, message, signature)')
    const verify = createSessionVerifier({
      domain: new URL(origin).host,
      origin,
      chains: [
        ...services.chains.list().map((chain) => chain.config.id as `eip155:${string}`),
        ...polkadotChain(session.data?.chainId),
      ],
      verifiers,
      nonces: {
        issue: () => store.issueNonce(projectId),
        consume: (nonce) => store.consumeNonce(projectId, nonce),
      },
    })
    try {
      const verified = await verify(session)
      const { chainId, accountAddress } = verified.data
      const { chainNamespace } = parseCaipAddress(`${chainId}:${accountAddress}`)
      const signed = `${chainId}:${namespaceProfile(chainNamespace).addressKey(accountAddress)}`
      if (signed !== id) throw badRequest('The session is for another account than the path')
      return c.json({ pci: await store.add(projectId, id, verified) }, 201)
    } catch (error) {
      if (error instanceof SiwxVerificationError)
        throw new ApiError(401, 'SESSION_REFUSED', `${error.reason}: ${error.message}`)
      throw error
    }
  })

  app.post('/v1/sessions/:id/revoke', requireProject(services), async (c) => {
    const id = account(c)
    const { pci, signature } = parseInput(revokeBody, await readJsonBody(c, MAX_BODY), 'body')
    if (!(await store.revoke(c.get('project').id, id, pci, signature)))
      throw notFound('No such session for this account')
    return c.json({ revoked: true })
  })
}

/**
 * No Polkadot chain is served (there is no backend for it), yet its sign-in needs no node: a
 * session names any Polkadot network, the genesis hash cut to 32 hex (issue 31).
 */
const polkadotChain = (id: unknown): `polkadot:${string}`[] =>
  typeof id === 'string' && /^polkadot:[0-9a-f]{32}$/.test(id) ? [id as `polkadot:${string}`] : []
