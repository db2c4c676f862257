import { createHash } from 'node:crypto'
import { deflateSync } from 'node:zlib'

/** One file the demo NFT server answers: its media type and bytes. */
export interface DemoNftFile {
  type: string
  body: Uint8Array
}

/** The demo collections' metadata and images: paths under the server's base, and IPFS blocks by CID. */
export interface DemoNftContent {
  /** Path (e.g. `/keys/1.json`) to file. */
  files: Map<string, DemoNftFile>
  /** CIDv1 (raw, sha-256, base32) to file, answered at `/ipfs/<cid>`. */
  ipfs: Map<string, DemoNftFile>
  /** Token URIs of the ERC-721 "Latchkey Keys" by token id. */
  keyUris: Map<bigint, string>
  /** The ERC-1155 "Latchkey Badges" `{id}` template, and the ids with their own (data:) URI. */
  badgeTemplate: string
  badgeUris: Map<bigint, string>
  /** Token URI of the spam collection's airdrop. */
  airdropUri: string
  /** Metaplex metadata URIs for the local Solana chain's demo NFTs: a collection and one key. */
  solana: { collectionUri: string; keyUri: string }
}

const encoder = new TextEncoder()

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

function base32(bytes: Uint8Array): string {
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** The CIDv1 of `body` as one raw block (multicodec raw 0x55, multihash sha2-256), base32. */
export function rawCid(body: Uint8Array): string {
  const digest = createHash('sha256').update(body).digest()
  return `b${base32(Uint8Array.from([0x01, 0x55, 0x12, 0x20, ...digest]))}`
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(kind: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(encoder.encode(kind), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/** A square PNG (8-bit RGB) with a diagonal band of `band` over `fill`. */
export function squarePng(size: number, fill: number, band: number): Uint8Array {
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, size)
  view.setUint32(4, size)
  header.set([8, 2, 0, 0, 0], 8)
  const raw = new Uint8Array(size * (1 + size * 3))
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3)
    for (let x = 0; x < size; x++) {
      const colour = Math.abs(x - y) < size / 6 ? band : fill
      raw.set([(colour >> 16) & 255, (colour >> 8) & 255, colour & 255], row + 1 + x * 3)
    }
  }
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', new Uint8Array(0)),
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

function badgeSvg(label: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${colour}"/><text x="32" y="40" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`
}

const json = (value: unknown): DemoNftFile => ({
  type: 'application/json',
  body: encoder.encode(JSON.stringify(value)),
})
const svg = (text: string): DemoNftFile => ({ type: 'image/svg+xml', body: encoder.encode(text) })
const png = (body: Uint8Array): DemoNftFile => ({ type: 'image/png', body })
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

/**
 * The demo collections' content for a server at `baseUrl` (no trailing slash): one token's
 * metadata over http(s), one on IPFS (metadata and image by CID), one in a data: URI.
 */
export function demoNftContent(baseUrl: string): DemoNftContent {
  const files = new Map<string, DemoNftFile>()
  const ipfs = new Map<string, DemoNftFile>()
  const pin = (file: DemoNftFile) => {
    const cid = rawCid(file.body)
    ipfs.set(cid, file)
    return `ipfs://${cid}`
  }

  // Latchkey Keys (ERC-721): #1 and #4 over http(s) with PNG images, #2 on IPFS, #3 in a data: URI.
  const keyUris = new Map<bigint, string>()
  for (const [id, fill, band] of [
    [1n, 0x3b82f6, 0xfacc15],
    [4n, 0x10b981, 0xf472b6],
  ] as const) {
    files.set(`/keys/${id}.png`, png(squarePng(64, fill, band)))
    files.set(
      `/keys/${id}.json`,
      json({
        name: `Latchkey Key #${id}`,
        description: 'A demo key.',
        image: `${baseUrl}/keys/${id}.png`,
      }),
    )
    keyUris.set(id, `${baseUrl}/keys/${id}.json`)
  }
  const ipfsImage = pin(svg(badgeSvg('K2', '#7c3aed')))
  keyUris.set(2n, pin(json({ name: 'Latchkey Key #2', description: 'Pinned.', image: ipfsImage })))
  const dataImage = `data:image/svg+xml;base64,${base64(badgeSvg('K3', '#dc2626'))}`
  keyUris.set(
    3n,
    `data:application/json;base64,${base64(JSON.stringify({ name: 'Latchkey Key #3', image: dataImage }))}`,
  )

  // Latchkey Badges (ERC-1155): ids 1 and 2 through the {id} template, 3 with its own data: URI.
  const badgeTemplate = `${baseUrl}/badges/{id}.json`
  for (const [id, label, colour] of [
    [1n, 'B1', '#0ea5e9'],
    [2n, 'B2', '#f97316'],
  ] as const) {
    const hexId = id.toString(16).padStart(64, '0')
    files.set(`/badges/${id}.svg`, svg(badgeSvg(label, colour)))
    files.set(
      `/badges/${hexId}.json`,
      json({ name: `Latchkey Badge ${id}`, image: `${baseUrl}/badges/${id}.svg` }),
    )
  }
  const badgeUris = new Map([
    [
      3n,
      `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Latchkey Badge 3', image: `${baseUrl}/badges/1.svg` }))}`,
    ],
  ])

  // The airdrop a spam list names: its image is fine, its collection is what the provider hides.
  files.set('/airdrop/1.png', png(squarePng(32, 0xef4444, 0x111827)))
  files.set(
    '/airdrop/1.json',
    json({ name: 'Claim your reward', image: `${baseUrl}/airdrop/1.png` }),
  )
  // The Solana demo NFT (Metaplex metadata; URIs of at most 200 bytes) and its collection.
  files.set('/solana/1.png', png(squarePng(48, 0x9945ff, 0x14f195)))
  files.set(
    '/solana/1.json',
    json({ name: 'Latchkey Sol Key #1', symbol: 'LSK', image: `${baseUrl}/solana/1.png` }),
  )
  files.set(
    '/solana/collection.json',
    json({ name: 'Latchkey Sol Keys', symbol: 'LSK', image: `${baseUrl}/solana/1.png` }),
  )
  return {
    files,
    ipfs,
    keyUris,
    badgeTemplate,
    badgeUris,
    airdropUri: `${baseUrl}/airdrop/1.json`,
    solana: {
      collectionUri: `${baseUrl}/solana/collection.json`,
      keyUri: `${baseUrl}/solana/1.json`,
    },
  }
}
