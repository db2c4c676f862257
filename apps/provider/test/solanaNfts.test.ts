import { type DemoNftServer, serveDemoNfts } from '@latchkey/local-chain'
import {
  encodeMetadata,
  type LocalSolana,
  metadataAddress,
  startLocalSolana,
} from '@latchkey/local-solana'
import { Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  findProgramAddress,
  isOnCurve,
  metadataAddress as providerMetadataAddress,
  readMetaplexMetadata,
  TOKEN_METADATA_PROGRAM,
} from '../src/chains/solana/metaplexMetadata'
import type { RunningProvider } from '../src/server/startProvider'
import { call, PROJECT_ID, startTestProvider } from './helpers'
import { freshSolanaAddress, solanaChainConfig } from './solanaHelpers'

let chain: LocalSolana
let server: DemoNftServer
let provider: RunningProvider
let chainId: string

beforeAll(async () => {
  chain = await startLocalSolana()
  chainId = chain.caip2
  server = await serveDemoNfts()
  provider = await startTestProvider({
    chains: [solanaChainConfig(chain)],
    rateLimit: { enabled: false },
    nfts: { allowLocalHttp: true },
  })
})
afterAll(async () => {
  await provider?.stop()
  await server?.close()
  await chain?.stop()
})

const q = `projectId=${PROJECT_ID}&st=appkit&sv=t`

describe('Metaplex metadata accounts', () => {
  it('derives the metadata PDA as @solana/web3.js does, and tells curve points apart', () => {
    for (let i = 0; i < 20; i++) {
      const mint = Keypair.generate().publicKey
      const [expected] = PublicKey.findProgramAddressSync(
        [
          Buffer.from('metadata'),
          new PublicKey(TOKEN_METADATA_PROGRAM).toBuffer(),
          mint.toBuffer(),
        ],
        new PublicKey(TOKEN_METADATA_PROGRAM),
      )
      expect(providerMetadataAddress(mint.toBase58())).toBe(expected.toBase58())
      expect(metadataAddress(mint).toBase58()).toBe(expected.toBase58())
      // A key pair's public key is a curve point; a program address never is.
      expect(isOnCurve(mint.toBytes())).toBe(PublicKey.isOnCurve(mint.toBytes()))
      expect(isOnCurve(expected.toBytes())).toBe(false)
    }
    const seeds = [Buffer.from('anything')]
    const program = Keypair.generate().publicKey
    expect(findProgramAddress(seeds, program.toBase58())).toBe(
      PublicKey.findProgramAddressSync(seeds, program)[0].toBase58(),
    )
  })

  it('reads the layout back, collection included, and refuses other accounts', () => {
    const mint = Keypair.generate().publicKey
    const collection = Keypair.generate().publicKey
    const authority = Keypair.generate().publicKey
    const data = encodeMetadata({
      updateAuthority: authority,
      mint,
      name: 'Key',
      symbol: 'K',
      uri: 'https://meta.test/k.json',
      collection,
    })
    expect(data.length).toBe(679)
    // The name is puffed to 32 bytes after its u32 length, at offset 65.
    expect(Buffer.from(data).readUInt32LE(65)).toBe(32)
    expect(readMetaplexMetadata(data)).toEqual({
      updateAuthority: authority.toBase58(),
      mint: mint.toBase58(),
      name: 'Key',
      symbol: 'K',
      uri: 'https://meta.test/k.json',
      collection: collection.toBase58(),
    })
    expect(readMetaplexMetadata(Uint8Array.of(1, 2, 3))).toBeUndefined()
    expect(readMetaplexMetadata(data.subarray(0, 80))).toBeUndefined()
  })
})

describe('Solana NFTs in the provider', () => {
  it('indexes a minted Metaplex NFT: holdings with metadata and collection, image, history', async () => {
    const owner = freshSolanaAddress()
    const collection = chain.mintNft({
      label: 'test-collection',
      name: 'Latchkey Sol Keys',
      symbol: 'LSK',
      uri: server.content.solana.collectionUri,
      owner: chain.accounts[0]!.address,
    })
    const mint = chain.mintNft({
      label: 'test-key-1',
      name: 'Latchkey Sol Key #1',
      symbol: 'LSK',
      uri: server.content.solana.keyUri,
      owner,
      collection,
    })
    const slot = (await (
      await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'getSlot',
          params: [{ commitment: 'finalized' }],
        }),
      })
    ).json()) as { result: number }
    await provider.indexer.waitFor(chainId, slot.result)

    const r = await call(provider.url, `/v1/account/${owner}/nfts?${q}&chainId=${chainId}`)
    expect(r.status).toBe(200)
    const image = `${provider.url}/v1/nfts/${encodeURIComponent(chainId)}/${mint}/0/image?projectId=${PROJECT_ID}`
    expect(r.body).toEqual({
      data: [
        {
          chainId,
          contract: mint,
          tokenId: '0',
          standard: 'METAPLEX',
          amount: '1',
          name: 'Latchkey Sol Key #1',
          collection: { name: 'Latchkey Sol Keys' },
          image: { url: image },
        },
      ],
      next: null,
    })
    const png = await fetch(image)
    expect(png.headers.get('content-type')).toBe('image/png')

    const history = await call(provider.url, `/v1/account/${owner}/history?${q}&chainId=${chainId}`)
    expect(history.body.data).toHaveLength(1)
    expect(history.body.data[0].transfers).toEqual([
      {
        nft_info: {
          contract_address: mint,
          token_id: '0',
          interface: 'METAPLEX',
          name: 'Latchkey Sol Key #1',
          collection_name: 'Latchkey Sol Keys',
          content: { preview: { url: image } },
          flags: { is_spam: false },
        },
        quantity: { numeric: '1' },
        direction: 'in',
      },
    ])
  })
})
