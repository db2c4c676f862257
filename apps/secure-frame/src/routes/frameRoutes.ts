import { readFile } from 'node:fs/promises'
import { parseInput } from '@latchkey/provider'
import type { Hono } from 'hono'
import { FRAME_CSS } from '../frame/frameCss'
import { escapeHtml } from '../http/escapeHtml'
import { frameCsp } from '../http/frameCsp'
import { frameQuery } from '../http/inputs'
import type { FrameServices } from '../server/FrameServices'

/** What the frame page hands its script (in a meta tag: the CSP allows no inline script). */
export interface FramePageConfig {
  projectId: string
  chainId: string
  enableLogger: boolean
  allowedOrigins: string[]
  providerUrl: string | undefined
}

/**
 * SPEC §7 secure frame: the page with query projectId, chainId, version and enableLogger, served
 * to the project's allowed origins only; its script and style from this origin.
 */
export function frameRoutes(app: Hono, services: FrameServices, scriptPath: URL) {
  let script: Promise<string> | undefined

  app.get('/frame', async (c) => {
    const query = parseInput(frameQuery, c.req.query(), 'query')
    const project = await services.projects.get(query.projectId)
    if (!project) {
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
      return c.text('Unknown project id', 403)
    }
    const config: FramePageConfig = {
      projectId: project.id,
      chainId: query.chainId,
      enableLogger: query.enableLogger === 'true',
      allowedOrigins: project.allowedOrigins,
      providerUrl: services.config.providerUrl,
    }
    c.header(
      'Content-Security-Policy',
      frameCsp(
        project.allowedOrigins,
        services.config.providerUrl,
        services.config.farcaster?.relayUrl,
      ),
    )
    c.header('Referrer-Policy', 'no-referrer')
    c.header('Cache-Control', 'no-store')
    return c.html(framePage(config))
  })

  app.get('/frame.js', async (c) => {
    script ??= readFile(scriptPath, 'utf8').catch((error) => {
      script = undefined
      throw error
    })
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    return c.body(await script)
  })

  // The frame's locale tables (issue 35), each fetched when the host's modal speaks it: only a
  // built table's own name is read, nothing else of the disk.
  const tables = new Map<string, Promise<string>>()
  app.get('/frame-locales/:file', async (c) => {
    const file = c.req.param('file')
    if (!TABLE_NAME.test(file)) return c.text('Not found', 404)
    let table = tables.get(file)
    if (!table) {
      table = readFile(new URL(`./frame-locales/${file}`, scriptPath), 'utf8')
      tables.set(file, table)
      table.catch(() => tables.delete(file))
    }
    const text = await table.catch(() => undefined)
    if (text === undefined) return c.text('Not found', 404)
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    return c.body(text)
  })

  app.get('/frame.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    return c.body(FRAME_CSS)
  })
}

/** A locale table's file: its BCP 47 tag ('de', 'zh-Hant', 'pt-BR') and '.js'. */
const TABLE_NAME = /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?\.js$/

function framePage(config: FramePageConfig): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="latchkey-frame" content="${escapeHtml(JSON.stringify(config))}">
<title>Latchkey secure frame</title><link rel="stylesheet" href="/frame.css">
<script type="module" src="/frame.js"></script></head>
<body><main id="frame" aria-live="polite"></main></body></html>`
}
