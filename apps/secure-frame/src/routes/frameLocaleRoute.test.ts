import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { FrameServices } from '../server/FrameServices'
import { frameRoutes } from './frameRoutes'

const dir = await mkdtemp(join(tmpdir(), 'frame-page-'))
await mkdir(join(dir, 'frame-locales'))
await writeFile(join(dir, 'frame.js'), 'export {}')
await writeFile(join(dir, 'frame-locales', 'zh-Hant.js'), 'export default {"a":"b"}')
await writeFile(join(dir, 'secret.js'), 'export const secret = 1')
const app = new Hono()
frameRoutes(app, {} as FrameServices, pathToFileURL(join(dir, 'frame.js')))

// Issue 35: each locale's table is a file beside the frame script, fetched on demand.
describe('/frame-locales/<tag>.js', () => {
  it('serves a built table as a script', async () => {
    const response = await app.request('/frame-locales/zh-Hant.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await response.text()).toBe('export default {"a":"b"}')
  })

  it('answers 404 for a table not built, and reads nothing but a table’s own name', async () => {
    for (const path of [
      '/frame-locales/sw.js',
      '/frame-locales/..%2Fsecret.js',
      '/frame-locales/%2E%2E%2Fsecret.js',
      '/frame-locales/zh-Hant.ts',
      '/frame-locales/zh-Hant.js.map',
      '/frame-locales/toolongtag-abcdefgh.js',
    ])
      expect((await app.request(path)).status, path).toBe(404)
  })
})
