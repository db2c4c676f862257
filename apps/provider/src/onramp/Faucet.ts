import {
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ServedChain } from '../chains/ServedChain'
import type { OnRampAsset } from './OnRampPartner'

/**
 * The account the simulated partner checkout pays from, on each EVM chain through its node. One
 * payment at a time per chain, so the account's nonces never collide within this process.
 */
export class Faucet {
  readonly address: Address
  private readonly account
  private readonly queues = new Map<string, Promise<unknown>>()

  constructor(
    privateKey: Hex,
    private readonly timeoutMs: number,
  ) {
    this.account = privateKeyToAccount(privateKey)
    this.address = this.account.address
  }

  private client(chain: ServedChain) {
    const config = chain.config
    return createWalletClient({
      account: this.account,
      chain: defineChain({
        id: Number(chain.id.split(':')[1]),
        name: config.name,
        nativeCurrency: config.nativeCurrency,
        rpcUrls: { default: { http: [config.rpcUrl] } },
      }),
      transport: http(config.rpcUrl, { timeout: this.timeoutMs, retryCount: 0 }),
    }).extend(publicActions)
  }

  /** What the faucet holds of an asset on a chain, in its smallest unit. */
  async held(chain: ServedChain, asset: OnRampAsset): Promise<bigint> {
    const reads = await chain.readBalances(this.address)
    const read = asset.address
      ? reads.tokens.find((t) => t.token.address.toLowerCase() === asset.address?.toLowerCase())
          ?.read
      : reads.native
    if (!read || read.status === 'rejected') throw read?.reason ?? new Error('No such asset')
    return read.value
  }

  /** The fee of a credit at the node's gas price, in the native currency's smallest unit. */
  async creditFee(chain: ServedChain, asset: OnRampAsset): Promise<bigint> {
    const gasPrice = await this.client(chain).getGasPrice()
    return gasPrice * (asset.address ? 65_000n : 21_000n)
  }

  /** Sends `units` of the asset to `to` and waits for it to be mined; returns the hash. */
  credit(chain: ServedChain, asset: OnRampAsset, to: Address, units: bigint): Promise<Hex> {
    const previous = this.queues.get(chain.id) ?? Promise.resolve()
    const run = previous
      .catch(() => {})
      .then(async () => {
        const client = this.client(chain)
        const hash = asset.address
          ? await client.writeContract({
              address: asset.address as Address,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, units],
            })
          : await client.sendTransaction({ to, value: units })
        const receipt = await client.waitForTransactionReceipt({ hash, timeout: this.timeoutMs })
        if (receipt.status !== 'success') throw new CreditRevertedError(hash)
        return hash
      })
    this.queues.set(chain.id, run)
    return run
  }
}

/** The credit was mined but reverted (e.g. the faucet ran out of the token). */
export class CreditRevertedError extends Error {
  override name = 'CreditRevertedError'
  constructor(readonly hash: Hex) {
    super(`The credit ${hash} reverted`)
  }
}
