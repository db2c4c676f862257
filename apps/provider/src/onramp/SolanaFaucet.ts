import { randomBytes } from 'node:crypto'
import type { ServedChain } from '../chains/ServedChain'
import { createSolanaRpc, type SolanaRpc } from '../chains/solana/solanaRpc'
import type { OnRampAsset } from './OnRampPartner'
import {
  compileMessage,
  type SolanaInstruction,
  type SolanaSigner,
  signTransaction,
  solanaSigner,
  systemCreateAccount,
  systemTransfer,
  tokenInitializeAccount,
  tokenTransferChecked,
} from './solanaTransaction'

/** The base fee of one signature (Solana's 5000 lamports). */
const LAMPORTS_PER_SIGNATURE = 5000n
/** An SPL token account without extensions (Token and Token-2022 alike). */
const TOKEN_ACCOUNT_SPACE = 165n

interface TokenAccounts {
  value: {
    pubkey: string
    account: { data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } }
  }[]
}

/**
 * The account the simulated partner checkout pays from on Solana chains: SOL by a system
 * transfer, SPL tokens (Token or Token-2022) by TransferChecked into the buyer's token account of
 * the mint, or into a new one it opens for the buyer. One payment at a time per chain.
 */
export class SolanaFaucet {
  readonly address: string
  private readonly signer: SolanaSigner
  private readonly queues = new Map<string, Promise<unknown>>()

  constructor(
    seed: Uint8Array,
    private readonly timeoutMs: number,
  ) {
    this.signer = solanaSigner(seed)
    this.address = this.signer.address
  }

  private rpc(chain: ServedChain): SolanaRpc {
    return createSolanaRpc(chain.config.rpcUrl, this.timeoutMs)
  }

  /** What the faucet holds of an asset on a chain, in its smallest unit. */
  async held(chain: ServedChain, asset: OnRampAsset): Promise<bigint> {
    const reads = await chain.readBalances(this.address)
    const read = asset.address
      ? reads.tokens.find((t) => t.token.address === asset.address)?.read
      : reads.native
    if (!read || read.status === 'rejected') throw read?.reason ?? new Error('No such asset')
    return read.value
  }

  /** The fee of a credit in lamports: one signature (a new token account adds its rent, not counted). */
  async creditFee(_chain: ServedChain, _asset: OnRampAsset): Promise<bigint> {
    return LAMPORTS_PER_SIGNATURE
  }

  /** Sends `units` of the asset to `to` and waits until it is confirmed; returns the signature. */
  credit(chain: ServedChain, asset: OnRampAsset, to: string, units: bigint): Promise<string> {
    const previous = this.queues.get(chain.id) ?? Promise.resolve()
    const run = previous.catch(() => {}).then(() => this.send(chain, asset, to, units))
    this.queues.set(chain.id, run)
    return run
  }

  private async send(
    chain: ServedChain,
    asset: OnRampAsset,
    to: string,
    units: bigint,
  ): Promise<string> {
    const rpc = this.rpc(chain)
    const signers = [this.signer]
    const instructions: SolanaInstruction[] = []
    if (!asset.address) {
      instructions.push(systemTransfer(this.address, to, units))
    } else {
      const mint = asset.address
      const info = await rpc<{ value: { owner: string } | null }>('getAccountInfo', [
        mint,
        { encoding: 'base64', commitment: 'confirmed' },
      ])
      if (!info.value) throw new Error(`Mint ${mint} does not exist`)
      const tokenProgram = info.value.owner
      const source = (await this.tokenAccounts(rpc, this.address, mint)).find(
        (a) => a.amount >= units,
      )
      if (!source) throw new Error(`The faucet holds too little of ${asset.symbol}`)
      let destination = (await this.tokenAccounts(rpc, to, mint))[0]?.address
      if (!destination) {
        // A token account of the buyer's own at a fresh address: the wallet finds it by owner.
        const account = solanaSigner(randomBytes(32))
        const rent = await rpc<number>('getMinimumBalanceForRentExemption', [
          Number(TOKEN_ACCOUNT_SPACE),
        ])
        instructions.push(
          systemCreateAccount(
            this.address,
            account.address,
            BigInt(rent),
            TOKEN_ACCOUNT_SPACE,
            tokenProgram,
          ),
          tokenInitializeAccount(tokenProgram, account.address, mint, to),
        )
        signers.push(account)
        destination = account.address
      }
      instructions.push(
        tokenTransferChecked(
          tokenProgram,
          source.address,
          mint,
          destination,
          this.address,
          units,
          asset.decimals,
        ),
      )
    }
    const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', [
      { commitment: 'confirmed' },
    ])
    const wire = signTransaction(
      compileMessage(this.address, instructions, value.blockhash),
      signers,
    )
    const signature = await rpc<string>('sendTransaction', [
      Buffer.from(wire).toString('base64'),
      { encoding: 'base64', preflightCommitment: 'confirmed' },
    ])
    await this.confirmed(rpc, signature)
    return signature
  }

  private async tokenAccounts(rpc: SolanaRpc, owner: string, mint: string) {
    const accounts = await rpc<TokenAccounts>('getTokenAccountsByOwner', [
      owner,
      { mint },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ])
    return accounts.value.map((a) => ({
      address: a.pubkey,
      amount: BigInt(a.account.data.parsed?.info?.tokenAmount?.amount ?? '0'),
    }))
  }

  /** Polls the signature until the node confirms it; a failed transaction throws with its signature. */
  private async confirmed(rpc: SolanaRpc, signature: string): Promise<void> {
    const deadline = Date.now() + this.timeoutMs
    while (Date.now() < deadline) {
      const { value } = await rpc<{
        value: ({ err: unknown; confirmationStatus?: string } | null)[]
      }>('getSignatureStatuses', [[signature]])
      const status = value[0]
      if (status?.err)
        throw Object.assign(new Error(`Credit ${signature} failed`), { hash: signature })
      if (status && status.confirmationStatus !== 'processed') return
      await new Promise((r) => setTimeout(r, 200))
    }
    throw Object.assign(new Error(`Credit ${signature} was not confirmed in time`), {
      hash: signature,
    })
  }
}
