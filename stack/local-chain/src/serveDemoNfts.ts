import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type DemoNftContent, demoNftContent } from './demoNftContent'

export interface DemoNftServer {
  /** Base of the metadata and image URLs, e.g. http://127.0.0.1:41234. */
  url: string
  /** An IPFS path gateway over the pinned blocks: `${ipfsGateway}<cid>`. */
  ipfsGateway: string
  content: DemoNftContent
  close(): Promise<void>
}

/** Serves the demo collections' metadata and images, and their IPFS blocks by CID, on 127.0.0.1. */
export async function serveDemoNfts({ port = 0 }: { port?: number } = {}): Promise<DemoNftServer> {
  let content: DemoNftContent | undefined
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const file = path.startsWith('/ipfs/')
      ? content?.ipfs.get(path.slice('/ipfs/'.length))
      : content?.files.get(path)
    if (req.method !== 'GET' || !file) {
      res.writeHead(req.method === 'GET' ? 404 : 405, { 'Content-Type': 'text/plain' })
      res.end('not found')
      return
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length })
    res.end(file.body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  content = demoNftContent(url)
  return {
    url,
    ipfsGateway: `${url}/ipfs/`,
    content,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
