// A small static server for built apps: 127.0.0.1 only, optional extra headers and JSON routes.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
}

/**
 * @param {string} dir folder to serve; unknown paths fall back to index.html (a single-page app)
 * @param {{ port?: number, headers?: Record<string, string>, json?: Record<string, unknown> }} [options]
 */
export async function serveDir(dir, { port = 0, headers = {}, json = {} } = {}) {
  const root = resolve(dir)
  const server = createServer((req, res) => {
    let pathname
    try {
      pathname = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname))
    } catch {
      res.writeHead(400).end()
      return
    }
    if (pathname in json) {
      res.writeHead(200, {
        'content-type': TYPES['.json'],
        'cache-control': 'no-store',
        ...headers,
      })
      res.end(JSON.stringify(json[pathname]))
      return
    }
    let file = join(root, pathname)
    if (!file.startsWith(root)) {
      res.writeHead(403).end()
      return
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html')
    if (!existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...headers,
    })
    createReadStream(file).pipe(res)
  })
  await new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', ok)
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    close: () =>
      new Promise((ok) => {
        server.close(() => ok(undefined))
        server.closeAllConnections()
      }),
  }
}
