import {
  DEMO_NFT_ADDRESSES,
  type DemoNftServer,
  deployDemoNfts,
  deployEns,
  ENS_ADDRESSES,
  type LocalChain,
  serveDemoNfts,
  setEnsName,
  setOffchainZone,
  squarePng,
} from '@latchkey/local-chain'
import {
  ccipRequest,
  concat,
  createPublicClient,
  decodeAbiParameters,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  namehash,
  parseAbi,
  recoverAddress,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getEnsAddress, getEnsAvatar, getEnsText } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { call, localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'

let chain: LocalChain
let server: DemoNftServer
let provider: RunningProvider
const gatewayKey = keccak256(toHex('provider ens gateway test key'))
const gatewaySigner = privateKeyToAccount(gatewayKey).address
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const png = squarePng(16, 0x2563eb, 0xffffff)
const q = `projectId=${PROJECT_ID}&st=appkit&sv=t`
let ipfsCid: string
let ipfsType: string

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, deployTokens: false })
  server = await serveDemoNfts()
  await deployEns({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })
  await deployDemoNfts({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    content: server.content,
    holder: chain.accounts[0]!.address,
    otherHolder: chain.accounts[1]!.address,
  })
  provider = await startTestProvider({
    chains: [{ ...localChainConfig(chain), ensUniversalResolver: ENS_ADDRESSES.universalResolver }],
    rateLimit: { enabled: false },
    indexer: { enabled: false },
    nfts: { ipfsGateway: server.ipfsGateway, allowLocalHttp: true },
    ens: { gatewayKey },
  })
  await setOffchainZone({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    zone: 'latchkey.id',
    gatewayUrls: [`${provider.url}/v1/ens/gateway/{sender}/{data}.json`],
    signers: [gatewaySigner],
  })
  const base = { rpcUrl: chain.rpcUrl, chainId: chain.chainId }
  const dataPng = `data:image/png;base64,${Buffer.from(png).toString('base64')}`
  await setEnsName({
    ...base,
    account: chain.accounts[1]!,
    label: 'alice',
    texts: { avatar: dataPng },
  })
  const keyAvatar = `eip155:${chain.chainId}/erc721:${DEMO_NFT_ADDRESSES.keys}/1`
  await setEnsName({
    ...base,
    account: chain.accounts[0]!,
    label: 'keyholder',
    texts: { avatar: keyAvatar },
  })
  await setEnsName({
    ...base,
    account: chain.accounts[2]!,
    label: 'borrower',
    texts: { avatar: keyAvatar },
  })
  await setEnsName({ ...base, account: chain.accounts[4]!, label: 'plain' })
  await setEnsName({
    ...base,
    account: chain.accounts[7]!,
    label: 'linked',
    texts: { avatar: `${server.url}/keys/4.png` },
  })
  const ipfsImage = [...server.content.ipfs].find(([, file]) => file.type.startsWith('image/'))!
  ipfsCid = ipfsImage[0]
  ipfsType = ipfsImage[1].type
  await setEnsName({
    ...base,
    account: chain.accounts[8]!,
    label: 'pinned',
    texts: { avatar: `ipfs://${ipfsCid}` },
  })
  await provider.services.db.query(
    `INSERT INTO names (name, address, coin_type, avatar, attributes) VALUES
     ('bob.latchkey.id', $1, 60, 'https://example.org/bob.png', '{"url":"https://bob.example"}'),
     ('carol.latchkey.id', $2, 60, NULL, '{}')`,
    [bob, chain.accounts[3]!.address],
  )
})
afterAll(async () => {
  await provider?.stop()
  await server?.close()
  await chain?.stop()
})

const identity = (address: string) => call(provider.url, `/v1/identity/${address}?${q}`)
const avatarUrl = (address: string) =>
  `${provider.url}/v1/identity/${address}/avatar?projectId=${PROJECT_ID}`

describe('identity from ENS', () => {
  it('answers the primary name, and the avatar through the provider, for a data: record', async () => {
    const address = chain.accounts[1]!.address
    const r = await identity(address)
    expect(r).toMatchObject({
      status: 200,
      body: { name: 'alice.eth', avatar: avatarUrl(address) },
    })
    const image = await fetch(r.body.avatar)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png)
  })

  it('serves an NFT avatar only to the NFT holder (ENSIP-12)', async () => {
    const holder = chain.accounts[0]!.address
    const r = await identity(holder)
    expect(r.body).toEqual({ name: 'keyholder.eth', avatar: avatarUrl(holder) })
    const image = await fetch(r.body.avatar)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    // Key #1's image, as the demo collection's metadata names it.
    const direct = await fetch(`${server.url}/keys/1.png`)
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(
      new Uint8Array(await direct.arrayBuffer()),
    )
    // Account 2 names the same key as its avatar but does not hold it.
    const borrower = chain.accounts[2]!.address
    expect((await identity(borrower)).body).toEqual({ name: 'borrower.eth', avatar: null })
    expect((await fetch(avatarUrl(borrower))).status).toBe(404)
  })

  it('serves the image viem getEnsAvatar reads for an NFT record, and an http record as is', async () => {
    const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })
    // viem checks an image URL with HEAD; the demo NFT server answers GET only.
    const realFetch = globalThis.fetch
    globalThis.fetch = ((input: string, init?: RequestInit) =>
      realFetch(input, init?.method === 'HEAD' ? { ...init, method: 'GET' } : init)) as typeof fetch
    const viemImage = await getEnsAvatar(client, { name: 'keyholder.eth' }).finally(() => {
      globalThis.fetch = realFetch
    })
    expect(viemImage).toBe(`${server.url}/keys/1.png`)
    const expectations = [
      [chain.accounts[0]!.address, viemImage!],
      [chain.accounts[7]!.address, `${server.url}/keys/4.png`],
    ] as const
    for (const [address, source] of expectations) {
      expect((await identity(address)).body.avatar).toBe(avatarUrl(address))
      const ours = await fetch(avatarUrl(address))
      expect(ours.status).toBe(200)
      expect(new Uint8Array(await ours.arrayBuffer())).toEqual(
        new Uint8Array(await (await fetch(source)).arrayBuffer()),
      )
    }
  })

  it('reads an ipfs:// avatar through the configured IPFS gateway', async () => {
    const address = chain.accounts[8]!.address
    expect((await identity(address)).body).toEqual({
      name: 'pinned.eth',
      avatar: avatarUrl(address),
    })
    const ours = await fetch(avatarUrl(address))
    expect(ours.status).toBe(200)
    expect(ours.headers.get('content-type')).toBe(ipfsType)
    expect(new Uint8Array(await ours.arrayBuffer())).toEqual(
      new Uint8Array(await (await fetch(`${server.ipfsGateway}${ipfsCid}`)).arrayBuffer()),
    )
  })

  it('answers an ENS name without avatar, and falls back to the name service without an ENS name', async () => {
    expect((await identity(chain.accounts[4]!.address)).body).toEqual({
      name: 'plain.eth',
      avatar: null,
    })
    expect((await identity(chain.accounts[3]!.address)).body).toEqual({
      name: 'carol.latchkey.id',
      avatar: null,
    })
    expect((await identity(chain.accounts[5]!.address)).body).toEqual({ name: null, avatar: null })
    expect((await fetch(avatarUrl(chain.accounts[5]!.address))).status).toBe(404)
  })
})

describe('CCIP-Read gateway (EIP-3668)', () => {
  const client = () => createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })

  it("resolves the name service's names in viem's getEnsAddress and getEnsText", async () => {
    expect(await getEnsAddress(client(), { name: 'bob.latchkey.id' })).toBe(bob)
    expect(await getEnsText(client(), { name: 'bob.latchkey.id', key: 'avatar' })).toBe(
      'https://example.org/bob.png',
    )
    expect(await getEnsText(client(), { name: 'bob.latchkey.id', key: 'url' })).toBe(
      'https://bob.example',
    )
    expect(await getEnsAddress(client(), { name: 'nobody.latchkey.id' })).toBe(null)
  })

  it('refuses a tampered answer', async () => {
    const tampering = createPublicClient({
      chain: chain.chain,
      transport: http(chain.rpcUrl),
      ccipRead: {
        async request(parameters) {
          const answer = await ccipRequest(parameters)
          const [, expires, signature] = decodeAbiParameters(
            [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
            answer,
          )
          const forged = encodeAbiParameters([{ type: 'address' }], [chain.accounts[6]!.address])
          return encodeAbiParameters(
            [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
            [forged, expires, signature],
          )
        },
      },
    })
    expect(await getEnsAddress(tampering, { name: 'bob.latchkey.id' })).toBe(null)
    await expect(
      getEnsAddress(tampering, { name: 'bob.latchkey.id', strict: true }),
    ).rejects.toThrow(/ResolverError/)
  })

  it('signs keccak256(0x1900 ‖ sender ‖ expires ‖ keccak(request) ‖ keccak(result)) with the configured key', async () => {
    const sender = '0x1111111111111111111111111111111111111111'
    const name = Buffer.from('\x03bob\x08latchkey\x02id\x00', 'latin1')
    const inner = encodeFunctionData({
      abi: parseAbi(['function addr(bytes32 node) view returns (address)']),
      args: [namehash('bob.latchkey.id')],
    })
    const data = encodeFunctionData({
      abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
      args: [toHex(name), inner],
    })
    const before = Math.floor(Date.now() / 1000)
    const r = await fetch(`${provider.url}/v1/ens/gateway`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender, data }),
    })
    expect(r.status).toBe(200)
    const answer = (await r.json()).data as Hex
    const [result, expires, signature] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      answer,
    )
    expect(decodeAbiParameters([{ type: 'address' }], result)[0]).toBe(bob)
    expect(Number(expires)).toBeGreaterThanOrEqual(before + 300)
    expect(Number(expires)).toBeLessThanOrEqual(before + 302)
    const hash = keccak256(
      concat(['0x1900', sender, toHex(expires, { size: 8 }), keccak256(data), keccak256(result)]),
    )
    expect(await recoverAddress({ hash, signature })).toBe(gatewaySigner)
  })

  it('refuses bad lookups with 400', async () => {
    const get = (sender: string, data: string) =>
      fetch(`${provider.url}/v1/ens/gateway/${sender}/${data}.json`)
    const sender = '0x1111111111111111111111111111111111111111'
    expect((await get('nope', '0x')).status).toBe(400)
    expect((await get(sender, '0xzz')).status).toBe(400)
    expect((await get(sender, '0x12345678')).status).toBe(400)
    // A name outside the zone.
    const outside = encodeFunctionData({
      abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
      args: [
        toHex(Buffer.from('\x03bob\x03eth\x00', 'latin1')),
        encodeFunctionData({
          abi: parseAbi(['function addr(bytes32 node) view returns (address)']),
          args: [namehash('bob.eth')],
        }),
      ],
    })
    expect((await get(sender, outside)).status).toBe(400)
    // A node that is not the name's.
    const wrongNode = encodeFunctionData({
      abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
      args: [
        toHex(Buffer.from('\x03bob\x08latchkey\x02id\x00', 'latin1')),
        encodeFunctionData({
          abi: parseAbi(['function addr(bytes32 node) view returns (address)']),
          args: [namehash('eve.latchkey.id')],
        }),
      ],
    })
    expect((await get(sender, wrongNode)).status).toBe(400)
    const post = await fetch(`${provider.url}/v1/ens/gateway`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender, data: 42 }),
    })
    expect(post.status).toBe(400)
  })
})
