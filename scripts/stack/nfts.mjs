// NFTs on the local stack (issue 37): the demo collections (packages/local-chain) deployed on the
// primary chain and minted to development account 0, their metadata, images and IPFS blocks
// served on 127.0.0.1. One call from startStack.mjs, before the provider starts.
import { fileURLToPath } from 'node:url'

const built = fileURLToPath(new URL('../../packages/local-chain/dist/index.js', import.meta.url))

/**
 * @param {{ chain: { rpcUrl: string, chainId: number, accounts: { address: `0x${string}` }[] }, port?: number, stops: (() => Promise<void>)[], log: (line: string) => void }} options
 * @returns {Promise<{ providerNfts: object, spamNfts: string[], demo: object }>} the provider's
 *   `nfts` setting, the primary chain's spam list, and the demo config's `nfts`
 */
export async function startNftsForStack({ chain, port = 0, stops, log }) {
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
  log(`nfts: metadata ${server.url}, IPFS gateway ${server.ipfsGateway}, keys ${collections.keys}`)
  return {
    // The stack's metadata lives on loopback over http: allowed here only (development).
    providerNfts: { ipfsGateway: server.ipfsGateway, allowLocalHttp: true },
    spamNfts: [collections.airdrop],
    demo: { metadataUrl: server.url, collections },
  }
}
