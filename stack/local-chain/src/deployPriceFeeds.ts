import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { localChainDefinition } from './chainDefinition'
import { mockV3AggregatorArtifact } from './priceFeedArtifacts.gen'
import { PRICE_FEED_SPECS } from './priceFeeds'
import type { LocalAccountKey, LocalPriceFeed } from './types'

export interface DeployPriceFeedsParameters {
  rpcUrl: string
  chainId: number
  /** Deploys the feeds at nonces 0.. (funded here with anvil_setBalance), so their addresses are fixed. */
  deployer: LocalAccountKey
}

/** Deploys Chainlink's MockV3Aggregator once per PRICE_FEED_SPECS entry, answering its price. */
export async function deployPriceFeeds({
  rpcUrl,
  chainId,
  deployer,
}: DeployPriceFeedsParameters): Promise<LocalPriceFeed[]> {
  const chain = localChainDefinition(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ chain, transport, pollingInterval: 50 })
  const account = privateKeyToAccount(deployer.privateKey)
  const wallet = createWalletClient({ account, chain, transport })
  await createTestClient({ chain, transport, mode: 'anvil' }).setBalance({
    address: account.address,
    value: parseEther('1000'),
  })
  const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  if (nonce !== 0)
    throw new Error(`The price feed deployer ${account.address} has already sent transactions`)
  const hashes = await Promise.all(
    PRICE_FEED_SPECS.map((spec, i) =>
      wallet.deployContract({
        abi: mockV3AggregatorArtifact.abi,
        bytecode: mockV3AggregatorArtifact.bytecode,
        args: [spec.decimals, parseUnits(String(spec.price), spec.decimals)],
        nonce: i,
        gas: 1_000_000n,
      }),
    ),
  )
  return Promise.all(
    hashes.map(async (hash: Hex, i) => {
      const spec = PRICE_FEED_SPECS[i]!
      const receipt = await client.waitForTransactionReceipt({ hash, timeout: 60_000 })
      const address = getContractAddress({ from: account.address, nonce: BigInt(i) })
      if (receipt.status !== 'success')
        throw new Error(`Deploying the ${spec.pair} price feed failed (transaction ${hash})`)
      return { symbol: spec.symbol, pair: spec.pair, decimals: spec.decimals, address }
    }),
  )
}

export interface UpdatePriceFeedParameters {
  rpcUrl: string
  chainId: number
  /** Sends the update; any funded local account. */
  sender: LocalAccountKey
  feed: `0x${string}`
  /** The new answer, in the feed's decimals. */
  answer: bigint
  /**
   * A round with these fields (MockV3Aggregator.updateRoundData), e.g. an old `updatedAt` for a
   * stale feed or 0 for an incomplete round; absent starts a new round now (updateAnswer).
   */
  round?: { roundId: bigint; updatedAt: bigint; startedAt: bigint }
}

/** Publishes a new answer on a local feed and waits for it to be mined. */
export async function updatePriceFeed({
  rpcUrl,
  chainId,
  sender,
  feed,
  answer,
  round,
}: UpdatePriceFeedParameters): Promise<void> {
  const chain = localChainDefinition(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const wallet = createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    chain,
    transport,
  })
  const abi = mockV3AggregatorArtifact.abi
  const hash = round
    ? await wallet.writeContract({
        address: feed,
        abi,
        functionName: 'updateRoundData',
        args: [round.roundId, answer, round.updatedAt, round.startedAt],
      })
    : await wallet.writeContract({
        address: feed,
        abi,
        functionName: 'updateAnswer',
        args: [answer],
      })
  const receipt = await createPublicClient({
    chain,
    transport,
    pollingInterval: 50,
  }).waitForTransactionReceipt({ hash, timeout: 60_000 })
  if (receipt.status !== 'success') throw new Error(`Updating price feed ${feed} failed (${hash})`)
}
