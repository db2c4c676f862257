import { BlockList, isIP } from 'node:net'
import type { NftConfig } from './nftConfigSchema'

/** Where a token URI (or a metadata image) can be read: an http(s) URL or data: bytes in hand. */
export type NftLocation =
  | { kind: 'url'; url: URL }
  | { kind: 'data'; mediaType: string; bytes: Uint8Array }

export class NftUriError extends Error {
  override name = 'NftUriError'
}

// Networks a public deployment never reads metadata from: its own loopback and private ranges.
const privateNetworks = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateNetworks.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const) {
  privateNetworks.addSubnet(net, prefix, 'ipv6')
}

/** Whether `url` may be fetched: https to a public host, or anything http(s) when local http is allowed. */
export function checkFetchable(url: URL, config: NftConfig): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new NftUriError(`scheme ${url.protocol} is not read`)
  }
  if (url.username || url.password) throw new NftUriError('URLs with credentials are not read')
  if (config.allowLocalHttp) return
  if (url.protocol !== 'https:') throw new NftUriError('only https URLs are read')
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const family = isIP(host)
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (family === 4 && privateNetworks.check(host, 'ipv4')) ||
    (family === 6 && privateNetworks.check(host, 'ipv6'))
  ) {
    throw new NftUriError(`host ${host} is on a private network`)
  }
}

const CID = /^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{20,200})$/

/**
 * Where `uri` (a tokenURI, uri or metadata image) is read from: https (http when local http is
 * allowed), ipfs:// through the configured gateway, or a data: URI decoded here.
 */
export function resolveNftUri(uri: string, config: NftConfig): NftLocation {
  const text = uri.trim()
  if (text.length > 100_000 && !text.startsWith('data:')) throw new NftUriError('URI too long')
  if (/^data:/i.test(text)) return decodeDataUri(text)
  if (/^ipfs:\/\//i.test(text)) {
    if (!config.ipfsGateway) throw new NftUriError('no IPFS gateway is configured')
    const path = text.slice('ipfs://'.length).replace(/^ipfs\//, '')
    const [cid, ...rest] = path.split('/')
    if (!cid || !CID.test(cid)) throw new NftUriError('not an IPFS CID')
    if (rest.some((part) => part === '..' || part === '.')) throw new NftUriError('bad IPFS path')
    const url = new URL(`${config.ipfsGateway}${cid}${rest.length ? `/${rest.join('/')}` : ''}`)
    checkFetchable(url, config)
    return { kind: 'url', url }
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new NftUriError('not a URL')
  }
  checkFetchable(url, config)
  return { kind: 'url', url }
}

/** RFC 2397: `data:[<mediatype>][;base64],<data>`. */
export function decodeDataUri(uri: string): NftLocation {
  const comma = uri.indexOf(',')
  if (comma < 0) throw new NftUriError('data: URI without a comma')
  const head = uri.slice(5, comma).split(';')
  const base64 = head[head.length - 1]?.toLowerCase() === 'base64'
  const mediaType = (head[0] || 'text/plain').trim().toLowerCase()
  const body = uri.slice(comma + 1)
  let bytes: Uint8Array
  if (base64) {
    if (!/^[A-Za-z0-9+/=\s]*$/.test(body)) throw new NftUriError('data: URI with bad base64')
    bytes = Buffer.from(body, 'base64')
  } else {
    try {
      bytes = new TextEncoder().encode(decodeURIComponent(body))
    } catch {
      throw new NftUriError('data: URI with bad percent-encoding')
    }
  }
  return { kind: 'data', mediaType, bytes }
}
