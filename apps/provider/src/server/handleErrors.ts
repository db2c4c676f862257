import type { Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ApiError } from '../http/ApiError'
import { allowOrigin } from '../http/cors'
import { GUARD_CODES } from '../http/guardProject'
import { describeError, type Logger } from './Logger'
import type { AppEnv } from './Services'

/** JSON errors for every failure: ApiErrors as they are, anything else logged and answered 500. */
export function handleErrors(app: Hono<AppEnv>, logger: Logger) {
  app.notFound((c) =>
    c.json(new ApiError(404, 'NOT_FOUND', `No route ${c.req.method} ${c.req.path}`).toBody(), 404),
  )

  app.onError((error, c) => {
    if (error instanceof ApiError) return answer(c, error)
    if (error instanceof HTTPException && error.status === 413) {
      return answer(c, new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Body too large'))
    }
    logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      ...describeError(error),
    })
    return c.json({ error: { code: 'INTERNAL_ERROR', message: 'Internal error' } }, 500)
  })
}

function answer(c: Context<AppEnv>, error: ApiError) {
  const origin = c.req.header('origin')
  // Guard refusals carry no data; letting the page read them lets the SDK raise its alert.
  if (origin && GUARD_CODES.has(error.code)) allowOrigin(c, origin)
  return c.json(error.toBody(), error.status, error.headers)
}
