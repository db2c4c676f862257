import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { squarePng } from '@latchkey/local-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillErc1155Id } from '../src/chains/eip155/evmNftSource'
import { fetchLimited } from '../src/nfts/fetchLimited'
import { type NftConfig, nftConfigSchema } from '../src/nfts/nftConfigSchema'
import { decodeDataUri, NftUriError, resolveNftUri } from '../src/nfts/resolveNftUri'
import { sniffImage, unsafeSvgReason } from '../src/nfts/sniffImage'

const production: NftConfig = nftConfigSchema.parse({ ipfsGateway: 'https://gateway.test/ipfs/' })
const development: NftConfig = nftConfigSchema.parse({
  ipfsGateway: 'http://127.0.0.1:1/ipfs/',
  allowLocalHttp: true,
})
const CID = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'

const urlOf = (uri: string, config = production) => {
  const location = resolveNftUri(uri, config)
  return location.kind === 'url' ? location.url.href : location.kind
}

describe('token URIs (issue 37)', () => {
  it('reads https, ipfs through the configured gateway, and data:', () => {
    expect(urlOf('https://meta.test/1.json')).toBe('https://meta.test/1.json')
    expect(urlOf(`ipfs://${CID}`)).toBe(`https://gateway.test/ipfs/${CID}`)
    expect(urlOf(`ipfs://ipfs/${CID}/7.json`)).toBe(`https://gateway.test/ipfs/${CID}/7.json`)
    expect(urlOf('ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1')).toBe(
      'https://gateway.test/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1',
    )
    const data = decodeDataUri('data:application/json;base64,eyJuYW1lIjoiQSJ9')
    expect(data.kind === 'data' && [data.mediaType, new TextDecoder().decode(data.bytes)]).toEqual([
      'application/json',
      '{"name":"A"}',
    ])
    const plain = decodeDataUri('data:application/json,%7B%22name%22%3A%22B%22%7D')
    expect(plain.kind === 'data' && new TextDecoder().decode(plain.bytes)).toBe('{"name":"B"}')
  })

  it('refuses other schemes, private hosts and plain http on a public deployment', () => {
    for (const uri of [
      'http://meta.test/1.json',
      'https://127.0.0.1/1.json',
      'https://localhost/1.json',
      'https://api.localhost/1.json',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.1.1/x',
      'https://172.20.0.1/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://user:pw@meta.test/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'ftp://meta.test/x',
      'ipfs://not-a-cid',
      `ipfs://${CID}/../x`,
      'not a url',
    ]) {
      expect(() => resolveNftUri(uri, production), uri).toThrow(NftUriError)
    }
    // Without a gateway, ipfs:// is not read at all.
    expect(() => resolveNftUri(`ipfs://${CID}`, nftConfigSchema.parse({}))).toThrow(
      'no IPFS gateway is configured',
    )
    // Development (the local stack) reads loopback http.
    expect(urlOf('http://127.0.0.1:4000/keys/1.json', development)).toBe(
      'http://127.0.0.1:4000/keys/1.json',
    )
  })

  it('fills an ERC-1155 {id} with 64 lower-case hex digits (EIP-1155 metadata)', () => {
    // EIP-1155's own example: id 314592 is 0x4CCE0.
    expect(fillErc1155Id('https://token-cdn-domain/{id}.json', 314592n)).toBe(
      'https://token-cdn-domain/000000000000000000000000000000000000000000000000000000000004cce0.json',
    )
  })
})

describe('images (issue 37)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)
  it('knows each served type by its bytes', () => {
    expect(sniffImage(squarePng(4, 0, 0xffffff))).toBe('image/png')
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg')
    expect(sniffImage(bytes('GIF89a\x01\x00'))).toBe('image/gif')
    expect(sniffImage(bytes('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp')
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml')
    expect(sniffImage(bytes('<?xml version="1.0"?>\n<!-- x -->\n<svg width="1">'))).toBe(
      'image/svg+xml',
    )
    expect(sniffImage(bytes('<html><body>hi</body></html>'))).toBeUndefined()
    expect(sniffImage(bytes('{"name":"x"}'))).toBeUndefined()
    expect(sniffImage(bytes('GIF80a'))).toBeUndefined()
  })

  it('refuses SVG that runs or loads anything', () => {
    const svg = (inner: string) => bytes(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`)
    expect(unsafeSvgReason(svg('<circle r="4" fill="#f00"/>'))).toBeUndefined()
    expect(unsafeSvgReason(svg('<use href="#a"/>'))).toBeUndefined()
    for (const [inner, reason] of [
      ['<script>alert(1)</script>', 'SVG with a script element'],
      ['<foreignObject><iframe/></foreignObject>', 'SVG with a foreignObject element'],
      ['<rect onload="alert(1)"/>', 'SVG with an event handler attribute'],
      ['<a href="javascript:alert(1)">x</a>', 'SVG with a javascript: URL'],
      ['<image href="https://tracker.test/p.png"/>', 'SVG with a link outside the image'],
      ['<rect style="fill:url(https://x.test/a)"/>', 'SVG with a url() outside the image'],
      ['<style>@import "https://x.test/a.css";</style>', 'SVG with a CSS import'],
    ] as const) {
      expect(unsafeSvgReason(svg(inner)), inner).toBe(reason)
    }
  })
})

describe('fetchLimited', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/big') {
        res.writeHead(200, { 'Content-Type': 'image/png' })
        res.end(Buffer.alloc(5000))
      } else if (req.url === '/chunked') {
        res.writeHead(200)
        for (let i = 0; i < 5; i++) res.write(Buffer.alloc(1000))
        res.end()
      } else if (req.url === '/hop') {
        res.writeHead(302, { Location: '/small' })
        res.end()
      } else if (req.url === '/away') {
        res.writeHead(302, { Location: 'file:///etc/passwd' })
        res.end()
      } else if (req.url === '/small') {
        res.end('ok')
      } else {
        res.writeHead(404)
        res.end()
      }
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('reads within the limit, follows checked redirects, and stops at the limit', async () => {
    const read = (path: string, max = 2048, config = development) =>
      fetchLimited(new URL(`${base}${path}`), max, config)
    expect(new TextDecoder().decode((await read('/hop')).bytes)).toBe('ok')
    await expect(read('/big')).rejects.toThrow('larger than 2048 bytes')
    await expect(read('/chunked')).rejects.toThrow('larger than 2048 bytes')
    await expect(read('/away')).rejects.toThrow('scheme file: is not read')
    await expect(read('/missing')).rejects.toThrow('answered 404')
    // A public deployment does not read loopback at all.
    await expect(read('/small', 2048, production)).rejects.toThrow('only https URLs are read')
  })
})
