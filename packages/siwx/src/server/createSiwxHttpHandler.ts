import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiwxSession } from '@latchkey/core'
import type { VerifiedSession } from './createSessionVerifier'
import { SiwxVerificationError } from './SiwxVerificationError'
import { sessionFromBody } from './sessionBody'

export interface SiwxHttpHandlerOptions {
  verifySession(session: SiwxSession): Promise<VerifiedSession>
  issueNonce(): Promise<string>
  /** Page origins allowed to call (CORS with credentials); the exact `scheme://host:port`. */
  allowedOrigins: readonly string[]
  /** Path prefix the routes live under; default ''. */
  basePath?: string
  cookieName?: string
  now?: () => number
}

const MAX_BODY = 64 * 1024

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        reject(new Error('body too large'))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch (error) {
        reject(error)
      }
    })
    req.on('error', reject)
  })
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/**
 * The host-server protocol `hostServerSiwx` speaks, for a Node `http` server: GET /nonce,
 * POST /sessions (verified, then kept for this browser by an HttpOnly cookie), GET and DELETE
 * /sessions?chainId&address, PUT /sessions (replace). Sessions live in this process's memory.
 * Resolves false for a request outside its routes.
 */
export function createSiwxHttpHandler(options: SiwxHttpHandlerOptions) {
  const { basePath = '', cookieName = 'latchkey_siwx', now = Date.now } = options
  const byBrowser = new Map<string, VerifiedSession[]>()
  const live = (s: VerifiedSession) =>
    !s.data.expirationTime || Date.parse(s.data.expirationTime) > now()

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (!url.pathname.startsWith(basePath)) return false
    const path = url.pathname.slice(basePath.length)
    if (path !== '/nonce' && path !== '/sessions') return false
    const origin = req.headers.origin
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      if (origin && options.allowedOrigins.includes(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin)
        res.setHeader('Access-Control-Allow-Credentials', 'true')
        res.setHeader('Vary', 'Origin')
      }
      res.writeHead(status, {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'Cache-Control': 'no-store',
        ...headers,
      })
      res.end(body === undefined ? undefined : JSON.stringify(body))
      return true
    }
    // A page of another origin may not read nonces or sessions, nor write them.
    if (origin && !options.allowedOrigins.includes(origin)) return send(403, { error: 'origin' })
    if (req.method === 'OPTIONS')
      return send(204, undefined, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      })
    if (path === '/nonce')
      return req.method === 'GET' ? send(200, { nonce: await options.issueNonce() }) : send(405)

    let token = cookie(req, cookieName)
    const mine = (token && byBrowser.get(token)) || []
    const chainId = url.searchParams.get('chainId')
    const address = url.searchParams.get('address')
    const matches = (s: VerifiedSession) =>
      s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address?.toLowerCase()

    if (req.method === 'GET') {
      if (!chainId || !address) return send(400, { error: 'chainId and address are required' })
      return send(200, { sessions: mine.filter((s) => live(s) && matches(s)) })
    }
    if (req.method === 'DELETE') {
      if (!chainId || !address) return send(400, { error: 'chainId and address are required' })
      if (token)
        byBrowser.set(
          token,
          mine.filter((s) => !matches(s)),
        )
      return send(204)
    }
    if (req.method !== 'POST' && req.method !== 'PUT') return send(405)
    let body: unknown
    try {
      body = await readJson(req)
    } catch {
      return send(400, { error: 'invalid JSON' })
    }
    const list = req.method === 'PUT' ? (body as { sessions?: unknown })?.sessions : [body]
    const sessions = Array.isArray(list) ? list.map(sessionFromBody) : [undefined]
    if (sessions.some((s) => s === undefined)) return send(400, { error: 'invalid session' })
    const verified: VerifiedSession[] = []
    try {
      for (const session of sessions as SiwxSession[])
        verified.push(await options.verifySession(session))
    } catch (error) {
      if (!(error instanceof SiwxVerificationError)) throw error
      return send(401, { error: error.reason, message: error.message })
    }
    token ??= randomBytes(32).toString('hex')
    const kept =
      req.method === 'PUT'
        ? []
        : mine.filter(
            (s) =>
              !verified.some(
                (v) =>
                  v.data.chainId === s.data.chainId &&
                  v.data.accountAddress === s.data.accountAddress,
              ),
          )
    byBrowser.set(token, [...kept, ...verified])
    return send(
      req.method === 'PUT' ? 200 : 201,
      { sessions: verified },
      {
        'Set-Cookie': `${cookieName}=${token}; HttpOnly; SameSite=Strict; Path=${basePath || '/'}`,
      },
    )
  }
}
