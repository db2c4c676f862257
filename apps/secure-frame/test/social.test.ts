import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RunningLocalOidc, startLocalOidc } from '@latchkey/local-oidc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGIN, DEVICE_A, PROJECT_ID, testFrame } from './helpers'
import { loginAtProvider, pkce } from './socialHelpers'

type Frame = Awaited<ReturnType<typeof testFrame>>
let op: RunningLocalOidc
let foreign: RunningLocalOidc
let silent: Server
let t: Frame

beforeAll(async () => {
  op = await startLocalOidc()
  foreign = await startLocalOidc({ clientIds: ['apple'] })
  // A token endpoint that never answers.
  silent = createServer(() => {})
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
  const local = (id: 'google' | 'x' | 'facebook') => ({
    id,
    ...client(op, id),
    issuer: op.issuer,
    preset: false,
  })
  t = await testFrame({
    publicUrl: 'http://127.0.0.1:9',
    socialTimeoutMs: 500,
    socials: [
      local('facebook'),
      local('google'),
      local('x'),
      // Plain OAuth 2: the visitor read from userinfo.
      {
        id: 'github',
        ...client(op, 'github'),
        preset: false,
        authorizationEndpoint: `${op.issuer}/auth`,
        tokenEndpoint: `${op.issuer}/token`,
        userinfoEndpoint: `${op.issuer}/me`,
        scope: 'openid profile',
        subjectField: 'sub',
        usernameField: 'preferred_username',
      },
      // Says issuer `op`, but its tokens come from another provider.
      {
        id: 'apple',
        ...client(foreign, 'apple'),
        preset: false,
        issuer: op.issuer,
        authorizationEndpoint: `${foreign.issuer}/auth`,
        tokenEndpoint: `${foreign.issuer}/token`,
        jwksUri: `${foreign.issuer}/jwks`,
      },
      {
        id: 'discord',
        ...client(op, 'discord'),
        preset: false,
        issuer: op.issuer,
        authorizationEndpoint: `${op.issuer}/auth`,
        tokenEndpoint: `${silentUrl}/token`,
        jwksUri: `${op.issuer}/jwks`,
      },
    ],
  })
})
/** A client the local provider registered (every social id has one). */
function client(provider: RunningLocalOidc, id: string) {
  const found = provider.clients[id]
  if (!found) throw new Error(`no local client ${id}`)
  return found
}

afterAll(async () => {
  await t.frame.close()
  await op.stop()
  await foreign.stop()
  silent.closeAllConnections()
  silent.close()
})

const start = (provider: string, flow = pkce(), extra: Record<string, unknown> = {}) =>
  t.call('/v1/auth/social/authorize', {
    json: {
      provider,
      projectId: PROJECT_ID,
      state: flow.state,
      codeChallenge: flow.codeChallenge,
      redirectOrigin: APP_ORIGIN,
      ...extra,
    },
  })
const finish = (flow: ReturnType<typeof pkce>, code: string) =>
  t.call('/v1/auth/social/token', {
    json: {
      state: flow.state,
      code,
      codeVerifier: flow.codeVerifier,
      deviceId: DEVICE_A,
      projectId: PROJECT_ID,
    },
  })

/** A whole login as `username`: start, the provider's page, back with a code. */
async function socialLogin(provider: string, username: string) {
  const flow = pkce()
  const started = await start(provider, flow)
  expect(started.status).toBe(200)
  const back = await loginAtProvider(started.body.uri, username)
  expect(back.pathname).toBe('/v1/auth/social/callback')
  expect(back.searchParams.get('state')).toBe(flow.state)
  return { flow, code: back.searchParams.get('code') as string, back }
}

describe('social login against a real OpenID provider (SPEC §4, §5, §7, §9)', () => {
  it('lists the configured providers in the SPEC §9 order, to any origin', async () => {
    const answer = await t.call('/v1/auth/socials')
    expect(answer.body.socials).toEqual(['google', 'x', 'discord', 'github', 'apple', 'facebook'])
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('logs in, keeps the username, and finds the same account by (provider, subject)', async () => {
    const { flow, code, back } = await socialLogin('google', 'alice')
    const callback = await t.call(`${back.pathname}${back.search}`)
    expect(callback.status).toBe(200)
    expect(callback.body).toContain('/social-callback.js')
    expect(callback.body).toContain(APP_ORIGIN)
    const done = await finish(flow, code)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ provider: 'google', userName: 'alice', isNewAccount: true })
    const session = await t.call('/v1/auth/session', { token: done.body.token })
    expect(session.body.social).toEqual({ provider: 'google', username: 'alice' })

    const again = await socialLogin('google', 'alice')
    const second = await finish(again.flow, again.code)
    expect(second.body.isNewAccount).toBe(false)
    const secondSession = await t.call('/v1/auth/session', { token: second.body.token })
    expect(secondSession.body.accountId).toBe(session.body.accountId)

    // Another provider with the same name is another person.
    const other = await socialLogin('x', 'alice')
    const third = await finish(other.flow, other.code)
    expect(third.body.isNewAccount).toBe(true)
    const thirdSession = await t.call('/v1/auth/session', { token: third.body.token })
    expect(thirdSession.body.accountId).not.toBe(session.body.accountId)
  })

  it('reads a plain OAuth 2 provider from its userinfo endpoint', async () => {
    const { flow, code } = await socialLogin('github', 'octo')
    const done = await finish(flow, code)
    expect(done.status).toBe(200)
    expect(done.body.userName).toBe('octo')
  })

  it('refuses a PKCE verifier that does not match, and the state is then spent', async () => {
    const { flow, code } = await socialLogin('google', 'mallory')
    const wrong = await finish({ ...flow, codeVerifier: pkce().codeVerifier }, code)
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.code).toBe('SOCIAL_LOGIN_FAILED')
    expect((await finish(flow, code)).status).toBe(400)
  })

  it('refuses an unknown state', async () => {
    const { code, flow } = await socialLogin('google', 'trent')
    const answer = await finish({ ...flow, state: pkce().state }, code)
    expect(answer.status).toBe(400)
    expect(answer.body.error.code).toBe('SOCIAL_LOGIN_FAILED')
  })

  it('refuses a code the provider did not issue', async () => {
    const { flow } = await socialLogin('google', 'eve')
    const answer = await finish(flow, 'not-a-code-the-provider-issued')
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toMatch(/google refused the login/)
  })

  it('refuses an ID token from a foreign issuer', async () => {
    const { flow, code } = await socialLogin('apple', 'oscar')
    const answer = await finish(flow, code)
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toBe('The ID token from apple is not valid')
  })

  it('gives up on a provider that does not answer', async () => {
    const flow = pkce()
    expect((await start('discord', flow)).status).toBe(200)
    const answer = await finish(flow, 'any-code')
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toBe('discord did not answer in time')
  })

  it('lets a started login expire after ten minutes', async () => {
    const { flow, code } = await socialLogin('google', 'late')
    t.clock.now += 10 * 60_000 + 1
    const answer = await finish(flow, code)
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toMatch(/expired/)
  })

  it('refuses a provider that is not configured, or not in SPEC §5', async () => {
    const frameOnly = await testFrame()
    expect((await frameOnly.call('/v1/auth/socials')).body.socials).toEqual([])
    await frameOnly.frame.close()
    expect((await start('myspace')).status).toBe(400)
  })

  it('hands results only to an allowed origin and an app page on it', async () => {
    expect((await start('google', pkce(), { redirectOrigin: 'https://evil.example' })).status).toBe(
      403,
    )
    const elsewhere = await start('google', pkce(), { returnUrl: 'https://evil.example/x' })
    expect(elsewhere.status).toBe(400)
    const ok = await start('google', pkce(), { returnUrl: `${APP_ORIGIN}/page?a=1` })
    expect(ok.status).toBe(200)
  })
})
