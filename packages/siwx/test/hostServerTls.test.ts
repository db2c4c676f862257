import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildMessage } from '../src'
import { CHAIN, ORIGIN, testHandler } from './siwxTestServer'

// A self-signed certificate made here (node:crypto cannot make one): the openssl CLI.
const hasOpenssl = spawnSync('openssl', ['version']).status === 0
const account = privateKeyToAccount(generatePrivateKey())
let server: Server
let base: string
let cert: Buffer
let dir: string

function httpsCall(path: string, method = 'GET', body?: string) {
  return new Promise<{ status: number; json: unknown; setCookie: string[] }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method, ca: cert, headers: { Origin: ORIGIN } },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: text ? JSON.parse(text) : undefined,
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe.skipIf(!hasOpenssl)('createSiwxHttpHandler over real TLS', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'siwx-tls-'))
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ])
    if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`)
    cert = readFileSync(join(dir, 'cert.pem'))
    server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, testHandler())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}/siwx`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()))
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('sets a Secure cookie on a sign-in that came over https, without trustProxy', async () => {
    const { nonce } = (await httpsCall('/nonce')).json as { nonce: string }
    const data = {
      domain: 'app.test',
      accountAddress: account.address,
      uri: ORIGIN,
      version: '1',
      chainId: CHAIN,
      nonce,
      issuedAt: new Date().toISOString(),
    } as const
    const message = buildMessage(data)
    const signature = await account.signMessage({ message })
    const answer = await httpsCall(
      '/sessions',
      'POST',
      JSON.stringify({ data, message, signature }),
    )
    expect(answer.status).toBe(201)
    const attributes = (answer.setCookie[0] ?? '').split(';').map((a) => a.trim())
    expect(attributes).toContain('Secure')
    expect(attributes).toContain('HttpOnly')
  })
})
