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
import { isStorableText } from '../http/storableJson'
import type { AppEnv, Services } from '../server/Services'
import { checkStorableSession } from '../sessions/checkStorableSession'
import { rfc3339Time } from '../sessions/rfc3339Time'
import { SessionStore } from '../sessions/SessionStore'
import { bearerToken, hashSessionToken, issueSessionToken } from '../sessions/sessionToken'

const query = z.object(sdkQuery)
const revokeBody = z.object({
  pci: z.string().regex(/^[0-9a-f]{64}$/, 'pci must be a session id'),
  signature: z
    .string()
    .min(1)
    .max(8192)
    .refine(isStorableText, 'signature holds a NUL or unpaired surrogate'),
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

  // Only the account's owner lists its sessions: it shows the token one of them was issued with.
  app.get('/v1/sessions/:id', requireProject(services), async (c) => {
    const id = account(c)
    parseInput(query, c.req.query(), 'query')
    const token = bearerToken(c.req.header('authorization'))
    const sessions = token && (await store.list(c.get('project').id, id, hashSessionToken(token)))
    if (!sessions) throw refusedListing()
    // The one contract, read as is by @latchkey/core's getSmartSessions.
    return c.json({ sessions })
  })

  app.post('/v1/sessions/:id', requireProject(services), async (c) => {
    const id = account(c)
    const projectId = c.get('project').id
    // The message must name the page that asks: only a browser's Origin says which one.
    const origin = c.req.header('origin')
    if (!origin) throw badRequest('Signing in needs the Origin of the page')
    const session = sessionFromBody(await readJsonBody(c, MAX_BODY))
    if (!session) throw badRequest('Invalid body: expected a session (data, message, signature)')
    // Before the verifier: it spends the nonce, so what cannot be kept must be refused first.
    checkStorableSession(session)
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
      const expiresAt = verified.data.expirationTime
      const { token, hash } = issueSessionToken()
      const pci = await store.add(
        projectId,
        id,
        verified,
        expiresAt === undefined ? undefined : rfc3339Time(expiresAt),
        hash,
      )
      if (!pci) throw new ApiError(409, 'SESSION_REFUSED', 'This session is kept already')
      // The token is answered once: only its hash is kept.
      return c.json({ pci, token }, 201)
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
    // The one contract, read as is by @latchkey/core's revokeSmartSession.
    return c.json({ revoked: true })
  })
}

const refusedListing = () =>
  new ApiError(
    401,
    'SESSION_REFUSED',
    'Listing sessions needs the token one of them was issued with (Authorization: Bearer)',
  )

/**
 * No Polkadot chain is served (there is no backend for it), yet its sign-in needs no node: a
 * session names any Polkadot network, the genesis hash cut to 32 hex (issue 31).
 */
const polkadotChain = (id: unknown): `polkadot:${string}`[] =>
  typeof id === 'string' && /^polkadot:[0-9a-f]{32}$/.test(id) ? [id as `polkadot:${string}`] : []
