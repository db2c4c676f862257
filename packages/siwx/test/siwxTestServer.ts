import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SiwxMessageData, SiwxSession } from '@latchkey/core'
import type { PrivateKeyAccount } from 'viem/accounts'
import { buildMessage } from '../src'
import {
  createMemoryNonceStore,
  createSessionVerifier,
  createSiwxHttpHandler,
  evmVerifier,
  type NonceStore,
  type SiwxHttpHandlerParameters,
} from '../src/server'

export const ORIGIN = 'https://app.test'
export const CHAIN = 'eip155:31337'

export interface TestServer {
  /** Where the routes live: `http://127.0.0.1:port/siwx`. */
  url: string
  close(): Promise<void>
}

export type TestHandlerParameters = Partial<SiwxHttpHandlerParameters> & {
  nonces?: NonceStore
  clock?: { now: number }
}

/** The handler as a host mounts it (basePath /siwx, 404 outside, 500 if it ever rejects). */
export function testHandler({ nonces, clock, ...overrides }: TestHandlerParameters = {}) {
  const now = clock ? () => clock.now : Date.now
  const store = nonces ?? createMemoryNonceStore({ now })
  const handle = createSiwxHttpHandler({
    verifySession: createSessionVerifier({
      domain: 'app.test',
      chains: [CHAIN],
      verifiers: [evmVerifier()],
      nonces: store,
      now,
    }),
    issueNonce: () => store.issue(),
    allowedOrigins: [ORIGIN],
    basePath: '/siwx',
    now,
    ...overrides,
  })
  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).then(
      (handled) => {
        if (!handled) res.writeHead(404).end()
      },
      () => res.writeHead(500).end(),
    )
  }
}

export async function startTestServer(parameters: TestHandlerParameters = {}): Promise<TestServer> {
  const server = createServer(testHandler(parameters))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siwx`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface Answer {
  status: number
  body: unknown
  text: string
  /** The Set-Cookie header, if any. */
  setCookie: string | undefined
  /** The cookie's value in Set-Cookie (`name=value`), if any. */
  cookie: string | undefined
}

/** One request from the app's page (Origin https://app.test), with the cookie given. */
export async function call(
  url: string,
  init: { method?: string; body?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Origin: ORIGIN, ...init.headers }
  if (init.cookie) headers.Cookie = init.cookie
  const response = await fetch(url, { method: init.method ?? 'GET', body: init.body, headers })
  const text = await response.text()
  const setCookie = response.headers.getSetCookie()[0]
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, body, text, setCookie, cookie: setCookie?.split(';')[0] }
}

/** A session signed by `account` over a nonce the server at `url` issued. */
export async function signedSession(
  url: string,
  account: PrivateKeyAccount,
  data: Partial<SiwxMessageData> = {},
  now = Date.now(),
): Promise<SiwxSession> {
  const { nonce } = (await call(`${url}/nonce`)).body as { nonce: string }
  const full: SiwxMessageData = {
    domain: 'app.test',
    accountAddress: account.address,
    uri: ORIGIN,
    version: '1',
    chainId: CHAIN,
    nonce,
    issuedAt: new Date(now).toISOString(),
    ...data,
  }
  const message = buildMessage(full)
  return { data: full, message, signature: await account.signMessage({ message }) }
}

/** POSTs a fresh session of `account`; the answer carries the cookie the server issued. */
export async function signIn(
  url: string,
  account: PrivateKeyAccount,
  options: { cookie?: string; data?: Partial<SiwxMessageData>; now?: number } = {},
): Promise<Answer> {
  const session = await signedSession(url, account, options.data, options.now)
  return call(`${url}/sessions`, {
    method: 'POST',
    body: JSON.stringify(session),
    cookie: options.cookie,
  })
}

/** GET /sessions for `account` on the test chain, with `cookie`. */
export async function sessionsOf(url: string, account: PrivateKeyAccount, cookie?: string) {
  const query = new URLSearchParams({ chainId: CHAIN, address: account.address })
  const answer = await call(`${url}/sessions?${query}`, { cookie })
  return (answer.body as { sessions: SiwxSession[] }).sessions
}
