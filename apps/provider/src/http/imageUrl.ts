import type { Context } from 'hono'
import type { ImageKind } from '../registry/ImageCatalogue'

/** Absolute URL of one of this provider's images, for icon fields of answers. */
export function imageUrl(c: Context, publicUrl: string | undefined, kind: ImageKind, id: string) {
  const base = (publicUrl ?? new URL(c.req.url).origin).replace(/\/$/, '')
  const projectId = encodeURIComponent(c.get('project').id)
  return `${base}/v1/images/${kind}/${encodeURIComponent(id)}?projectId=${projectId}`
}
