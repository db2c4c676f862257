import { readFile } from 'node:fs/promises'
import { DEFAULT_SOCIALS, type DefaultSocial, SOCIAL_PROVIDERS } from '@latchkey/core'
import { originMatches, parseOriginPattern } from '@latchkey/provider'
import type { Hono } from 'hono'
import { z } from 'zod'
import { escapeHtml } from '../http/escapeHtml'
import { FrameError } from '../http/FrameError'
import { deviceIdInput, projectIdInput } from '../http/inputs'
import { messagePage } from '../http/messagePage'
import { readBody } from '../http/readBody'
import { directionOf } from '../i18n/localeTags'
import { serverLocaleOfHeader, serverText } from '../i18n/server/serverText'
import type { FrameServices } from '../server/FrameServices'
import { SOCIAL_CALLBACK_PATH, type SocialLogins } from '../social/SocialLogins'

const token = z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'not a random token')
const startBody = z.strictObject({
  provider: z.enum(SOCIAL_PROVIDERS as [string, ...string[]]),
  projectId: projectIdInput,
  state: token,
  codeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not an S256 challenge'),
  redirectOrigin: z.string().max(200),
  returnUrl: z.string().max(2000).optional(),
})
const finishBody = z.strictObject({
  state: token,
  code: z.string().min(1).max(2000),
  codeVerifier: token,
  deviceId: deviceIdInput,
  projectId: projectIdInput,
})

/** What the callback page's script is handed (a meta tag: the CSP allows no inline script). */
export interface SocialCallbackConfig {
  redirectOrigin: string
  returnUrl: string | undefined
}

/**
 * SPEC §4/§7 social login: the configured providers (read by the host page, so public and open to
 * any origin), the start and finish the frame calls, and the redirect URI the provider returns to.
 */
export function socialRoutes(
  app: Hono,
  services: FrameServices,
  socials: SocialLogins,
  scriptPath: URL,
) {
  let script: Promise<string> | undefined
  app.get('/social-callback.js', async (c) => {
    script ??= readFile(scriptPath, 'utf8').catch((error) => {
      script = undefined
      throw error
    })
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(await script)
  })

  app.get('/v1/auth/socials', (c) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cache-Control', 'no-cache')
    // Farcaster is offered beside them when the server reads an IdRegistry (src/farcaster/).
    const offered: DefaultSocial[] = [
      ...socials.providers,
      ...(services.farcaster ? (['farcaster'] as const) : []),
    ]
    return c.json({ socials: DEFAULT_SOCIALS.filter((social) => offered.includes(social)) })
  })

  app.post('/v1/auth/social/authorize', async (c) => {
    const body = await readBody(c, startBody)
    const project = await services.projects.get(body.projectId)
    if (!project) throw new FrameError(403, 'INVALID_PROJECT_ID', 'Unknown project id')
    const patterns = project.allowedOrigins.flatMap((o) => parseOriginPattern(o) ?? [])
    if (!originMatches(body.redirectOrigin, patterns))
      throw new FrameError(403, 'INVALID_REQUEST', 'This origin may not receive logins')
    if (body.returnUrl !== undefined && !sameOrigin(body.returnUrl, body.redirectOrigin))
      throw new FrameError(400, 'INVALID_REQUEST', 'returnUrl must be on the app origin')
    const uri = await socials.start({
      ...body,
      provider: body.provider as (typeof SOCIAL_PROVIDERS)[number],
    })
    return c.json({ uri })
  })

  app.post('/v1/auth/social/token', async (c) => {
    const body = await readBody(c, finishBody)
    return c.json(await socials.finish(body))
  })

  // The redirect URI: a top-level page (popup or the app's own tab) on this origin.
  app.get(SOCIAL_CALLBACK_PATH, async (c) => {
    const state = c.req.query('state') ?? ''
    const target = token.safeParse(state).success ? await socials.resultTarget(state) : undefined
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    // The provider's redirect carries no tag of ours: the browser's languages pick the page's.
    const locale = serverLocaleOfHeader(c.req.header('Accept-Language'))
    if (!target)
      return c.html(
        messagePage(
          serverText(locale, 'page.loginInvalid'),
          serverText(locale, 'page.loginInvalidBody'),
          locale,
        ),
        400,
      )
    const config: SocialCallbackConfig = target
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
    return c.html(
      `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(serverText(locale, 'page.loggingIn'))}</title>
<meta name="latchkey-social" content="${escapeHtml(JSON.stringify(config))}">
<script type="module" src="/social-callback.js"></script></head>
<body><p>${escapeHtml(serverText(locale, 'page.loggingInBody'))}</p></body></html>`,
    )
  })
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin
  } catch {
    return false
  }
}
