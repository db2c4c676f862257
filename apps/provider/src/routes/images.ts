import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { notFound } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { IMAGE_KINDS, type ImageKind } from '../registry/ImageCatalogue'
import type { AppEnv, Services } from '../server/Services'

/** GET /v1/images/{kind}/{id}: branded SVGs or monograms drawn here, cacheable for a day. */
export function imagesRoute(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/images/:kind/:id', requireProject(services), async (c) => {
    const kind = c.req.param('kind')
    const id = c.req.param('id')
    if (!IMAGE_KINDS.includes(kind as ImageKind)) {
      throw notFound(`No image kind '${kind.slice(0, 40)}': use ${IMAGE_KINDS.join(', ')}`)
    }
    const svg = id.length <= 128 ? await services.images.render(kind as ImageKind, id) : undefined
    if (!svg) throw notFound(`No ${kind} image with id '${id.slice(0, 128)}'`)
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`
    c.header('Cache-Control', 'public, max-age=86400')
    c.header('ETag', etag)
    // An SVG opened directly must never run script or load anything.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    c.header('X-Content-Type-Options', 'nosniff')
    if (c.req.header('if-none-match') === etag) return c.body(null, 304)
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' })
  })
}
