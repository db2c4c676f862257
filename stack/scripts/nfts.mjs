// NFTs on the local stack (issue 37): the demo collections (stack/local-chain) deployed on the
// primary chain and minted to development account 0, a Metaplex NFT on the local Solana chain,
// and their metadata, images and IPFS blocks served on 127.0.0.1. One call from startStack.mjs, before the provider starts.
import { fileURLToPath } from 'node:url'

const built = fileURLToPath(new URL('../../stack/local-chain/dist/index.js', import.meta.url))

/**
 * @param {{ chain: { rpcUrl: string, chainId: number, accounts: { address: `0x${string}` }[] }, solana: { accounts: { address: string }[], mintNft: (params: object) => string }, port?: number, stops: (() => Promise<void>)[], log: (line: string) => void }} options
 * @returns {Promise<{ providerNfts: object, spamNfts: string[], demo: object }>} the provider's
 *   `nfts` setting, the primary chain's spam list, and the demo config's `nfts`
 */
export async function startNftsForStack({ chain, solana, port = 0, stops, log }) {
  const { serveDemoNfts, deployDemoNfts } = await import(built)
  const server = await serveDemoNfts({ port })
  stops.push(() => server.close())
  const collections = await deployDemoNfts({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    content: server.content,
    holder: chain.accounts[0].address,
    otherHolder: chain.accounts[1].address,
  })
  // A Metaplex NFT in a collection on the local Solana chain, for its development account 0.
  const solanaCollection = solana.mintNft({
    label: 'demo-collection',
    name: 'Latchkey Sol Keys',
    symbol: 'LSK',
    uri: server.content.solana.collectionUri,
    owner: solana.accounts[0].address,
  })
  const solanaKey = solana.mintNft({
    label: 'demo-key-1',
    name: 'Latchkey Sol Key #1',
    symbol: 'LSK',
    uri: server.content.solana.keyUri,
    owner: solana.accounts[0].address,
    collection: solanaCollection,
  })
  log(`nfts: metadata ${server.url}, IPFS gateway ${server.ipfsGateway}, keys ${collections.keys}`)
  log(`nfts: Solana key ${solanaKey} in collection ${solanaCollection}`)
  return {
    // The stack's metadata lives on loopback over http: allowed here only (development).
    providerNfts: { ipfsGateway: server.ipfsGateway, allowLocalHttp: true },
    spamNfts: [collections.airdrop],
    demo: {
      metadataUrl: server.url,
      collections,
      solana: { key: solanaKey, collection: solanaCollection },
    },
  }
}
