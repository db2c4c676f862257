import {
  DEMO_NFT_ADDRESSES,
  type DemoNftServer,
  demoCollection721Artifact,
  demoCollection1155Artifact,
  deployDemoNfts,
  type LocalChain,
  mintDemoKey,
  serveDemoNfts,
} from '@latchkey/local-chain'
import fc from 'fast-check'
import { createPublicClient, getAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { chainClients, freshAddress } from './chainHelpers'
import { call, localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'

let chain: LocalChain
let server: DemoNftServer
let provider: RunningProvider
let chainId: string
let holder: `0x${string}`

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, deployTokens: false })
  chainId = `eip155:${chain.chainId}`
  server = await serveDemoNfts()
  holder = chain.accounts[0]!.address
  await deployDemoNfts({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    content: server.content,
    holder,
    otherHolder: chain.accounts[1]!.address,
  })
  provider = await startTestProvider({
    chains: [{ ...localChainConfig(chain), spamNfts: [DEMO_NFT_ADDRESSES.airdrop] }],
    rateLimit: { enabled: false },
    nfts: { ipfsGateway: server.ipfsGateway, allowLocalHttp: true },
  })
  const head = Number(await createPublicClient({ transport: http(chain.rpcUrl) }).getBlockNumber())
  await provider.indexer.waitFor(chainId, head)
})
afterAll(async () => {
  await provider?.stop()
  await server?.close()
  await chain?.stop()
})

const q = `projectId=${PROJECT_ID}&st=appkit&sv=t`
const nfts = (account: string, extra = '') =>
  call(provider.url, `/v1/account/${account}/nfts?${q}&chainId=${chainId}${extra}`)
const imageOf = (contract: string, tokenId: string) =>
  `${provider.url}/v1/nfts/${encodeURIComponent(chainId)}/${contract}/${tokenId}/image?projectId=${PROJECT_ID}`

describe('GET /v1/account/{account}/nfts', () => {
  it('lists ERC-721 and ERC-1155 holdings with metadata from http, IPFS and data: URIs, spam left out', async () => {
    const r = await nfts(holder)
    expect(r.status).toBe(200)
    expect(r.body.next).toBeNull()
    const keys = getAddress(DEMO_NFT_ADDRESSES.keys)
    const badges = getAddress(DEMO_NFT_ADDRESSES.badges)
    const byName = Object.fromEntries(r.body.data.map((n: { name: string }) => [n.name, n]))
    expect(Object.keys(byName).sort()).toEqual([
      'Latchkey Badge 1',
      'Latchkey Badge 2',
      'Latchkey Badge 3',
      'Latchkey Key #1',
      'Latchkey Key #2',
      'Latchkey Key #3',
    ])
    expect(byName['Latchkey Key #1']).toEqual({
      chainId,
      contract: keys,
      tokenId: '1',
      standard: 'ERC721',
      amount: '1',
      name: 'Latchkey Key #1',
      collection: { name: 'Latchkey Keys' },
      image: { url: imageOf(keys, '1') },
    })
    expect(byName['Latchkey Badge 1']).toMatchObject({
      contract: badges,
      standard: 'ERC1155',
      amount: '5',
      collection: { name: 'Latchkey Badges' },
    })
    expect(byName['Latchkey Badge 3'].amount).toBe('2')
    // The airdrop (on the spam list) is held but not shown.
    expect(JSON.stringify(r.body)).not.toContain(getAddress(DEMO_NFT_ADDRESSES.airdrop))
  })

  it('pages by a cursor, and follows transfers out and in', async () => {
    const first = await nfts(holder, '&limit=4')
    expect(first.body.data).toHaveLength(4)
    const second = await nfts(holder, `&limit=4&cursor=${first.body.next}`)
    expect(second.body.data).toHaveLength(2)
    expect(second.body.next).toBeNull()
    const ids = [...first.body.data, ...second.body.data].map(
      (n: { contract: string; tokenId: string }) => `${n.contract}/${n.tokenId}`,
    )
    expect(new Set(ids).size).toBe(6)

    // Key #3 and 2 of Badge 1 go to a fresh address.
    const to = freshAddress()
    const { walletClient, publicClient } = chainClients(chain, 0)
    await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: DEMO_NFT_ADDRESSES.keys,
        abi: demoCollection721Artifact.abi,
        functionName: 'transferFrom',
        args: [holder, to, 3n],
      }),
    })
    const receipt = await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: DEMO_NFT_ADDRESSES.badges,
        abi: demoCollection1155Artifact.abi,
        functionName: 'safeBatchTransferFrom',
        args: [holder, to, [1n, 2n], [2n, 1n], '0x'],
      }),
    })
    await provider.indexer.waitFor(chainId, Number(receipt.blockNumber))
    const theirs = await nfts(to)
    expect(
      theirs.body.data.map((n: { name: string; amount: string }) => `${n.name}:${n.amount}`).sort(),
    ).toEqual(['Latchkey Badge 1:2', 'Latchkey Badge 2:1', 'Latchkey Key #3:1'])
    const mine = await nfts(holder)
    const left = Object.fromEntries(
      mine.body.data.map((n: { name: string; amount: string }) => [n.name, n.amount]),
    )
    expect(left).toEqual({
      'Latchkey Badge 1': '3',
      'Latchkey Badge 3': '2',
      'Latchkey Key #1': '1',
      'Latchkey Key #2': '1',
    })

    // The history shows the NFT transfers with nft_info; the 1155 batch is one transaction.
    const history = await call(provider.url, `/v1/account/${to}/history?${q}&chainId=${chainId}`)
    expect(history.body.data).toHaveLength(2)
    expect(history.body.data[0].transfers).toEqual([
      {
        nft_info: {
          contract_address: getAddress(DEMO_NFT_ADDRESSES.badges),
          token_id: '1',
          interface: 'ERC1155',
          name: 'Latchkey Badge 1',
          collection_name: 'Latchkey Badges',
          content: { preview: { url: imageOf(getAddress(DEMO_NFT_ADDRESSES.badges), '1') } },
          flags: { is_spam: false },
        },
        quantity: { numeric: '2' },
        direction: 'in',
      },
      expect.objectContaining({
        nft_info: expect.objectContaining({ token_id: '2', name: 'Latchkey Badge 2' }),
        quantity: { numeric: '1' },
      }),
    ])
  })

  it('flags the spam collection in the history, and answers bad input with a 400', async () => {
    const history = await call(
      provider.url,
      `/v1/account/${holder}/history?${q}&chainId=${chainId}&limit=100`,
    )
    const airdrop = history.body.data.find(
      (tx: { transfers: { nft_info?: { contract_address: string } }[] }) =>
        tx.transfers.some(
          (t) => t.nft_info?.contract_address === getAddress(DEMO_NFT_ADDRESSES.airdrop),
        ),
    )
    expect(airdrop.transfers[0].nft_info).toMatchObject({
      name: 'Claim your reward',
      flags: { is_spam: true },
    })
    expect((await nfts(holder, '&cursor=bm90LWpzb24')).status).toBe(400)
    expect((await nfts(holder, '&limit=0')).status).toBe(400)
    expect((await nfts('0x123')).status).toBe(400)
  })

  it('shows a newly minted token', async () => {
    const to = freshAddress()
    const hash = await mintDemoKey({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      to,
      tokenId: 77n,
      uri: `${server.url}/keys/4.json`,
    })
    const receipt = await createPublicClient({
      transport: http(chain.rpcUrl),
    }).getTransactionReceipt({ hash })
    await provider.indexer.waitFor(chainId, Number(receipt.blockNumber))
    const r = await nfts(to)
    expect(r.body.data).toEqual([
      expect.objectContaining({ tokenId: '77', name: 'Latchkey Key #4' }),
    ])
  })
})

describe('a chain whose nftContracts are configured', () => {
  it('indexes the NFT transfers of those contracts only', async () => {
    const only = await startTestProvider({
      chains: [{ ...localChainConfig(chain), nftContracts: [DEMO_NFT_ADDRESSES.badges] }],
      rateLimit: { enabled: false },
      nfts: { ipfsGateway: server.ipfsGateway, allowLocalHttp: true },
    })
    try {
      const head = Number(
        await createPublicClient({ transport: http(chain.rpcUrl) }).getBlockNumber(),
      )
      await only.indexer.waitFor(chainId, head)
      const r = await call(only.url, `/v1/account/${holder}/nfts?${q}&chainId=${chainId}`)
      expect(r.status).toBe(200)
      expect(r.body.data.length).toBeGreaterThan(0)
      expect(new Set(r.body.data.map((n: { contract: string }) => n.contract))).toEqual(
        new Set([getAddress(DEMO_NFT_ADDRESSES.badges)]),
      )
    } finally {
      await only.stop()
    }
  })
})

describe('GET /v1/nfts/{chainId}/{contract}/{tokenId}/image', () => {
  const sniff = async (url: string) => {
    const response = await fetch(url)
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      csp: response.headers.get('content-security-policy'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    }
  }

  it('serves each image by what its bytes are, under a CSP that runs and loads nothing', async () => {
    const keys = getAddress(DEMO_NFT_ADDRESSES.keys)
    const png = await sniff(imageOf(keys, '1'))
    expect(png.status).toBe(200)
    expect(png.type).toBe('image/png')
    expect([...png.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    expect(png.csp).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    // #2: metadata and image both on IPFS, through the gateway.
    const ipfs = await sniff(imageOf(keys, '2'))
    expect(ipfs.type).toBe('image/svg+xml')
    expect(new TextDecoder().decode(ipfs.bytes)).toContain('>K2</text>')
    // #3: a data: image in data: metadata.
    const data = await sniff(imageOf(keys, '3'))
    expect(new TextDecoder().decode(data.bytes)).toContain('>K3</text>')
  })

  it('serves only indexed tokens, and refuses bad paths with a 4xx', async () => {
    const keys = getAddress(DEMO_NFT_ADDRESSES.keys)
    expect((await sniff(imageOf(keys, '999'))).status).toBe(404)
    expect((await sniff(imageOf(freshAddress(), '1'))).status).toBe(404)
    expect((await sniff(imageOf(keys, '01'))).status).toBe(400)
    expect((await sniff(imageOf('0x12', '1'))).status).toBe(400)
    expect(
      (await sniff(`${provider.url}/v1/nfts/eip155:999/${keys}/1/image?projectId=${PROJECT_ID}`))
        .status,
    ).toBe(400)
  })
})

describe('the NFT routes under fuzzed input', () => {
  it('answer every path and query with less than 500, and change nothing', async () => {
    const keys = getAddress(DEMO_NFT_ADDRESSES.keys)
    const part = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom(
        keys,
        holder,
        chainId,
        'eip155:1',
        '0',
        '1',
        '-1',
        '1e3',
        '0x01',
        '%00',
        '..',
      ),
      fc.bigInt({ min: 0n, max: 2n ** 260n }).map(String),
    )
    const before = await nfts(holder)
    await fc.assert(
      fc.asyncProperty(part, part, part, part, async (a, b, c, d) => {
        const e = encodeURIComponent
        for (const path of [
          `/v1/nfts/${e(a)}/${e(b)}/${e(c)}/image?projectId=${PROJECT_ID}`,
          `/v1/account/${e(a)}/nfts?${q}&chainId=${e(b)}&cursor=${e(c)}&limit=${e(d)}`,
          `/v1/account/${holder}/nfts?${q}&cursor=${e(d)}`,
        ]) {
          const response = await fetch(`${provider.url}${path}`)
          await response.arrayBuffer()
          expect(response.status, path).toBeLessThan(500)
        }
      }),
      { numRuns: 60 },
    )
    expect((await nfts(holder)).body).toEqual(before.body)
  })
})
