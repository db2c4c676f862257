import { createHash } from 'node:crypto'
import { inflateSync } from 'node:zlib'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_NFT_ADDRESSES,
  type DemoNftServer,
  demoCollection721Artifact,
  demoCollection1155Artifact,
  deployDemoNfts,
  type LocalChain,
  mintDemoKey,
  serveDemoNfts,
  startLocalChain,
} from '../src/index'

let chain: LocalChain
let server: DemoNftServer

beforeAll(async () => {
  chain = await startLocalChain({ deployTokens: false })
  server = await serveDemoNfts()
})
afterAll(async () => {
  await chain?.stop()
  await server?.close()
})

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'
// RFC 4648 base32 decoded by hand, so the CID check does not reuse the encoder under test.
function fromBase32(text: string): Uint8Array {
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const ch of text) {
    value = (value << 5) | BASE32.indexOf(ch)
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Uint8Array.from(out)
}

describe('the demo NFT collections', () => {
  it('deploy at their fixed addresses with the metadata each token names', async () => {
    const [holder, other] = chain.accounts
    const target = { rpcUrl: chain.rpcUrl, chainId: chain.chainId }
    const addresses = await deployDemoNfts({
      ...target,
      content: server.content,
      holder: holder!.address,
      otherHolder: other!.address,
    })
    expect(addresses).toEqual(DEMO_NFT_ADDRESSES)
    expect(
      await deployDemoNfts({
        ...target,
        content: server.content,
        holder: holder!.address,
        otherHolder: other!.address,
      }),
    ).toEqual(addresses)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const k721 = { address: addresses.keys, abi: demoCollection721Artifact.abi } as const
    expect(await client.readContract({ ...k721, functionName: 'name' })).toBe('Latchkey Keys')
    expect(
      await client.readContract({ ...k721, functionName: 'balanceOf', args: [holder!.address] }),
    ).toBe(3n)
    expect(await client.readContract({ ...k721, functionName: 'ownerOf', args: [4n] })).toBe(
      other!.address,
    )
    expect(
      await client.readContract({
        ...k721,
        functionName: 'supportsInterface',
        args: ['0x80ac58cd'],
      }),
    ).toBe(true)

    // #1 over http: the server answers the metadata and a PNG.
    const uri1 = await client.readContract({ ...k721, functionName: 'tokenURI', args: [1n] })
    expect(uri1).toBe(`${server.url}/keys/1.json`)
    const meta1 = await (await fetch(uri1)).json()
    expect(meta1.name).toBe('Latchkey Key #1')
    const image = await fetch(meta1.image)
    expect(image.headers.get('content-type')).toBe('image/png')
    const png = new Uint8Array(await image.arrayBuffer())
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    // IHDR 64 x 64, 8-bit RGB; the pixel rows inflate to 64 * (1 + 64 * 3) bytes.
    const view = new DataView(png.buffer, png.byteOffset)
    expect([view.getUint32(16), view.getUint32(20), png[24], png[25]]).toEqual([64, 64, 8, 2])
    const idatLength = view.getUint32(33)
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(64 * 193)

    // #2 on IPFS: a raw CIDv1 whose multihash is the sha-256 of the block the gateway answers.
    const uri2 = await client.readContract({ ...k721, functionName: 'tokenURI', args: [2n] })
    expect(uri2).toMatch(/^ipfs:\/\/b[a-z2-7]+$/)
    const cid = uri2.slice('ipfs://'.length)
    const block = new Uint8Array(await (await fetch(`${server.ipfsGateway}${cid}`)).arrayBuffer())
    const bytes = fromBase32(cid.slice(1))
    expect([...bytes.subarray(0, 4)]).toEqual([0x01, 0x55, 0x12, 0x20])
    expect(Buffer.from(bytes.subarray(4)).toString('hex')).toBe(
      createHash('sha256').update(block).digest('hex'),
    )
    expect(JSON.parse(new TextDecoder().decode(block)).image).toMatch(/^ipfs:\/\/b/)

    // #3 in a data: URI.
    const uri3 = await client.readContract({ ...k721, functionName: 'tokenURI', args: [3n] })
    expect(uri3.startsWith('data:application/json;base64,')).toBe(true)

    const k1155 = { address: addresses.badges, abi: demoCollection1155Artifact.abi } as const
    expect(
      await client.readContract({
        ...k1155,
        functionName: 'balanceOfBatch',
        args: [
          [holder!.address, holder!.address, holder!.address],
          [1n, 2n, 3n],
        ],
      }),
    ).toEqual([5n, 1n, 2n])
    expect(await client.readContract({ ...k1155, functionName: 'uri', args: [1n] })).toBe(
      `${server.url}/badges/{id}.json`,
    )
    const badge = await fetch(`${server.url}/badges/${'1'.padStart(64, '0')}.json`)
    expect((await badge.json()).name).toBe('Latchkey Badge 1')
    expect(await client.readContract({ ...k1155, functionName: 'uri', args: [3n] })).toMatch(
      /^data:application\/json,/,
    )

    await mintDemoKey({
      ...target,
      to: holder!.address,
      tokenId: 9n,
      uri: `${server.url}/keys/1.json`,
    })
    expect(await client.readContract({ ...k721, functionName: 'ownerOf', args: [9n] })).toBe(
      holder!.address,
    )
    await expect(
      mintDemoKey({ ...target, to: holder!.address, tokenId: 9n, uri: '' }),
    ).rejects.toThrow()
  })

  it('answers only what it serves', async () => {
    expect((await fetch(`${server.url}/keys/99.json`)).status).toBe(404)
    expect((await fetch(`${server.ipfsGateway}bafkqaaa`)).status).toBe(404)
  })
})
