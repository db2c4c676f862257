import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostServerSiwx, SiwxServerError } from '../src'
import {
  createMemoryNonceStore,
  createSessionVerifier,
  createSiwxHttpHandler,
  evmVerifier,
} from '../src/server'

const account = privateKeyToAccount(generatePrivateKey())
let server: Server
let url: string

beforeAll(async () => {
  const nonces = createMemoryNonceStore()
  const handle = createSiwxHttpHandler({
    verifySession: createSessionVerifier({
      domain: 'app.test',
      chains: ['eip155:31337'],
      verifiers: [evmVerifier()],
      nonces,
    }),
    issueNonce: () => nonces.issue(),
    allowedOrigins: ['https://app.test'],
    basePath: '/siwx',
  })
  server = createServer((req, res) => {
    handle(req, res).then(
      (handled) => {
        if (!handled) res.writeHead(404).end()
      },
      () => res.writeHead(500).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siwx`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A browser's cookie jar over Node's fetch: one per visitor. */
function browser(origin = 'https://app.test') {
  let cookie = ''
  const fetcher: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers)
    headers.set('Origin', origin)
    if (cookie) headers.set('Cookie', cookie)
    const response = await fetch(input, { ...init, headers })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0] ?? ''
    return response
  }
  return fetcher
}

function config(fetcher = browser()) {
  return hostServerSiwx({ url, domain: 'app.test', uri: 'https://app.test', fetch: fetcher })
}

async function signIn(
  siwx: ReturnType<typeof config>,
  chainId: 'eip155:31337' | 'eip155:1' = 'eip155:31337',
) {
  const { data, message } = await siwx.createMessage({ accountAddress: account.address, chainId })
  const session = { data, message, signature: await account.signMessage({ message }) }
  await siwx.addSession(session)
  return session
}

describe('hostServerSiwx against createSiwxHttpHandler', () => {
  it('takes the nonce from the server, which verifies and keeps the session for this browser', async () => {
    const siwx = config()
    const session = await signIn(siwx)
    expect(session.data.nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([session])
    // Another browser (no cookie) sees nothing of it.
    expect(await config(browser()).getSessions('eip155:31337', account.address)).toEqual([])
    await siwx.revokeSession('eip155:31337', account.address)
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
  })

  it('refuses a replayed session, a chain the server does not accept, and a forged signature', async () => {
    const siwx = config()
    const session = await signIn(siwx)
    await expect(config().addSession(session)).rejects.toMatchObject({
      status: 401,
      reason: 'nonce',
    })
    await expect(signIn(siwx, 'eip155:1')).rejects.toMatchObject({ reason: 'chain' })
    const { data, message } = await siwx.createMessage({
      accountAddress: account.address,
      chainId: 'eip155:31337',
    })
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    await expect(siwx.addSession({ data, message, signature: forged })).rejects.toBeInstanceOf(
      SiwxServerError,
    )
  })

  it('setSessions replaces this browser sessions; an empty list signs out', async () => {
    const siwx = config()
    await signIn(siwx)
    await siwx.setSessions([])
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
  })

  it('answers pages of other origins 403, and malformed bodies 400', async () => {
    await expect(
      config(browser('https://evil.test')).createMessage({
        accountAddress: account.address,
        chainId: 'eip155:31337',
      }),
    ).rejects.toMatchObject({ status: 403 })
    const response = await browser()(`${url}/sessions`, { method: 'POST', body: '{"data":1}' })
    expect(response.status).toBe(400)
    const cors = await browser()(`${url}/nonce`)
    expect(cors.headers.get('access-control-allow-origin')).toBe('https://app.test')
    expect(cors.headers.get('access-control-allow-credentials')).toBe('true')
  })
})
