import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getContractAddress,
  type Hash,
  http,
  keccak256,
  parseEther,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demoCollection721Artifact, demoCollection1155Artifact } from './artifacts.gen'
import { localChainDefinition } from './chainDefinition'
import type { DemoNftContent } from './demoNftContent'

// A key of its own (public, local chain only): the collections' addresses are the same on every
// fresh chain, so the provider's spam list can name the airdrop before it is deployed.
const DEPLOYER_KEY = keccak256(stringToHex('latchkey local demo nft deployer'))
const deployer = privateKeyToAccount(DEPLOYER_KEY)
const at = (nonce: bigint) => getContractAddress({ from: deployer.address, nonce })

/** Where deployDemoNfts puts the collections on a fresh local chain. */
export const DEMO_NFT_ADDRESSES = {
  /** ERC-721 "Latchkey Keys" (LKEY). */
  keys: at(0n),
  /** ERC-1155 "Latchkey Badges" (LBDG). */
  badges: at(1n),
  /** ERC-721 "Free Airdrop" (DROP): the collection a spam list names. */
  airdrop: at(2n),
} as const

export interface DeployDemoNftsParameters {
  rpcUrl: string
  chainId: number
  content: DemoNftContent
  /** Receives Keys #1-#3, Badges 1 (5), 2 (1) and 3 (2), and the airdrop. */
  holder: Address
  /** Receives Key #4. */
  otherHolder: Address
}

export type DemoNftCollections = typeof DEMO_NFT_ADDRESSES

function clients(rpcUrl: string, chainId: number) {
  const chain = localChainDefinition(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    testClient: createTestClient({ chain, transport, mode: 'anvil' }),
    wallet: createWalletClient({ account: deployer, chain, transport }),
  }
}

/** Deploys the demo collections on a fresh local (anvil) chain and mints them; once per chain. */
export async function deployDemoNfts({
  rpcUrl,
  chainId,
  content,
  holder,
  otherHolder,
}: DeployDemoNftsParameters): Promise<DemoNftCollections> {
  const { publicClient, testClient, wallet } = clients(rpcUrl, chainId)
  const code = await publicClient.getCode({ address: DEMO_NFT_ADDRESSES.keys })
  if (code && code !== '0x') return DEMO_NFT_ADDRESSES
  await testClient.setBalance({ address: deployer.address, value: parseEther('10') })
  const nonce = await publicClient.getTransactionCount({ address: deployer.address })
  if (nonce !== 0) throw new Error('The demo NFT deployer has sent transactions on this chain')
  const k721 = demoCollection721Artifact
  const k1155 = demoCollection1155Artifact
  const sent: Hash[] = []
  let n = 0
  const next = () => n++
  sent.push(
    await wallet.deployContract({ ...k721, args: ['Latchkey Keys', 'LKEY'], nonce: next() }),
    await wallet.deployContract({
      ...k1155,
      args: ['Latchkey Badges', 'LBDG', content.badgeTemplate],
      nonce: next(),
    }),
    await wallet.deployContract({ ...k721, args: ['Free Airdrop', 'DROP'], nonce: next() }),
  )
  for (const [id, uri] of content.keyUris) {
    sent.push(
      await wallet.writeContract({
        address: DEMO_NFT_ADDRESSES.keys,
        abi: k721.abi,
        functionName: 'mint',
        args: [id === 4n ? otherHolder : holder, id, uri],
        nonce: next(),
      }),
    )
  }
  for (const [id, uri] of content.badgeUris) {
    sent.push(
      await wallet.writeContract({
        address: DEMO_NFT_ADDRESSES.badges,
        abi: k1155.abi,
        functionName: 'setURI',
        args: [id, uri],
        nonce: next(),
      }),
    )
  }
  sent.push(
    await wallet.writeContract({
      address: DEMO_NFT_ADDRESSES.badges,
      abi: k1155.abi,
      functionName: 'mintBatch',
      args: [holder, [1n, 2n], [5n, 1n]],
      nonce: next(),
    }),
    await wallet.writeContract({
      address: DEMO_NFT_ADDRESSES.badges,
      abi: k1155.abi,
      functionName: 'mint',
      args: [holder, 3n, 2n],
      nonce: next(),
    }),
    await wallet.writeContract({
      address: DEMO_NFT_ADDRESSES.airdrop,
      abi: k721.abi,
      functionName: 'mint',
      args: [holder, 1n, content.airdropUri],
      nonce: next(),
    }),
  )
  for (const hash of sent) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 60_000 })
    if (receipt.status !== 'success') throw new Error(`Deploying the demo NFTs failed (${hash})`)
  }
  return DEMO_NFT_ADDRESSES
}

export interface MintDemoKeyParameters {
  rpcUrl: string
  chainId: number
  to: Address
  tokenId: bigint
  uri: string
}

/** Mints one more "Latchkey Keys" token (as the collection's deployer), e.g. in a test. */
export async function mintDemoKey({
  rpcUrl,
  chainId,
  to,
  tokenId,
  uri,
}: MintDemoKeyParameters): Promise<Hash> {
  const { publicClient, wallet } = clients(rpcUrl, chainId)
  const hash = await wallet.writeContract({
    address: DEMO_NFT_ADDRESSES.keys,
    abi: demoCollection721Artifact.abi,
    functionName: 'mint',
    args: [to, tokenId, uri],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 60_000 })
  if (receipt.status !== 'success') throw new Error(`Minting key #${tokenId} failed (${hash})`)
  return hash
}
