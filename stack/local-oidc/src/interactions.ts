import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'

const USERNAME = /^[A-Za-z0-9._-]{1,40}$/

/**
 * The provider's development login: a page that takes a username (no password: a test user per
 * name), then consent given at once for what the client asked. Like any OP, the answer is a
 * redirect back to the client with a code.
 */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res)
  const { uid, prompt, params, session } = details
  if (prompt.name === 'login') {
    if (req.method !== 'POST') return page(res, uid, String(params.client_id ?? ''))
    const username = new URLSearchParams(await readBody(req)).get('username')?.trim() ?? ''
    if (!USERNAME.test(username))
      return page(
        res,
        uid,
        String(params.client_id ?? ''),
        'Letters, digits, dot, dash or underscore',
      )
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: username } },
      {
        mergeWithLastSubmission: false,
      },
    )
  }
  // Consent: grant exactly the scopes and claims asked, for this account and client.
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({
        accountId: session?.accountId as string,
        clientId: String(params.client_id),
      })
  if (!grant) throw new Error('Grant not found')
  const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
  const grantId = await grant.save()
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId } },
    {
      mergeWithLastSubmission: true,
    },
  )
}

function page(res: ServerResponse, uid: string, clientId: string, problem?: string) {
  const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  res.writeHead(problem ? 400 : 200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': // No form-action: it would also block the redirect back to the client after the post.
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  })
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local sign-in</title>
<style>body{font:16px system-ui;max-width:22rem;margin:3rem auto}input,button{font:inherit;padding:.4rem;width:100%;margin:.3rem 0}</style></head>
<body><h1>Local sign-in</h1><p>Development provider for <strong>${html(clientId)}</strong>: any username is a test user.</p>
<form method="post" action="/interaction/${html(uid)}">
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required autofocus>
${problem ? `<p role="alert">${html(problem)}</p>` : ''}<button type="submit">Sign in</button></form></body></html>`)
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of req) {
    body += chunk
    if (body.length > 4096) throw new Error('Body too large')
  }
  return body
}
