import type { IncomingMessage } from 'node:http'
import { sessionsFromBody } from '../sessionBody'
import { accountSessions } from '../store/storedSessions'
import { addSessions, toStoredSession } from './browserSessions'
import type { HandlerConfig } from './handlerConfig'
import { isSecureRequest } from './isSecureRequest'
import { readJsonBody } from './readJsonBody'
import type { Reply } from './reply'
import { SiwxRequestError } from './SiwxRequestError'
import { clearedSessionCookie, readSessionCookies, sessionCookie } from './sessionCookie'
import { newSessionId } from './sessionId'
import { verifySessions } from './verifySessions'

export interface SessionRouteParameters {
  config: HandlerConfig
  req: IncomingMessage
  query: URLSearchParams
  reply: Reply
}

const cookieOf = ({ config, req }: SessionRouteParameters) => ({
  name: config.cookieName,
  path: config.cookiePath,
  sameSite: config.sameSite,
  secure: config.alwaysSecure || isSecureRequest(req, config.trustProxy),
})

function account(query: URLSearchParams) {
  const chainId = query.get('chainId')
  const address = query.get('address')
  if (!chainId || !address)
    throw new SiwxRequestError(400, 'invalid-query', 'chainId and address are required')
  return { chainId, address }
}

/** The browser's record under the first cookie value the store knows; others are ignored. */
async function browserOf({ config, req }: SessionRouteParameters) {
  for (const id of readSessionCookies(req, config.cookieName)) {
    const sessions = await config.sessions.get(id)
    if (sessions) return { id, sessions }
  }
  return undefined
}

/** GET /sessions?chainId&address: this browser's sessions of that account. */
export async function getSessions(route: SessionRouteParameters) {
  const { chainId, address } = account(route.query)
  for (const id of readSessionCookies(route.req, route.config.cookieName)) {
    const sessions = await route.config.sessions.list(id, chainId, address)
    if (sessions.length) return route.reply(200, { sessions })
  }
  route.reply(200, { sessions: [] })
}

/** DELETE /sessions?chainId&address: signs that account out; the last one clears the cookie. */
export async function deleteSessions(route: SessionRouteParameters) {
  const { chainId, address } = account(route.query)
  const browser = await browserOf(route)
  if (!browser) return route.reply(204)
  const left = browser.sessions.filter((s) => accountSessions([s], chainId, address).length === 0)
  if (left.length) {
    await route.config.sessions.put(browser.id, left)
    return route.reply(204)
  }
  await route.config.sessions.delete(browser.id)
  route.reply(204, undefined, { 'Set-Cookie': clearedSessionCookie(cookieOf(route)) })
}

/**
 * POST /sessions (add one) and PUT /sessions (replace all): verified, then kept under a new id
 * the server draws, never one the client chose; the old id is dropped (no session fixation).
 */
export async function writeSessions(route: SessionRouteParameters, replace: boolean) {
  const { config, reply } = route
  const body = await readJsonBody(route.req)
  const sessions = sessionsFromBody(body, replace, config.maxSessionsPerBrowser)
  if (!sessions) throw new SiwxRequestError(400, 'invalid-session', 'The body is not a session')
  const verified = await verifySessions(config.verifySession, sessions, config.onError)
  const now = config.now()
  const browser = await browserOf(route)
  const added = verified.map((s) => toStoredSession(s, now, config.maxAgeMs))
  const kept = addSessions(
    replace ? [] : (browser?.sessions ?? []),
    added,
    now,
    config.maxSessionsPerBrowser,
  )
  const status = replace ? 200 : 201
  if (kept.length === 0) {
    if (browser) await config.sessions.delete(browser.id)
    return reply(
      status,
      { sessions: verified },
      { 'Set-Cookie': clearedSessionCookie(cookieOf(route)) },
    )
  }
  const id = newSessionId()
  await config.sessions.put(id, kept)
  if (browser) await config.sessions.delete(browser.id)
  const lifetime = Math.max(...kept.map((s) => s.expiresAt)) - now
  reply(
    status,
    { sessions: verified },
    { 'Set-Cookie': sessionCookie(cookieOf(route), id, lifetime) },
  )
}
