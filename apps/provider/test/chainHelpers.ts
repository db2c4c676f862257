import { type LocalChain, standardTokenAbi } from '@latchkey/local-chain'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** A fresh address no test has used. */
export const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

export function chainClients(chain: LocalChain, accountIndex: number) {
  const key = chain.accounts[accountIndex]
  if (!key) throw new Error(`no account ${accountIndex}`)
  const account = privateKeyToAccount(key.privateKey)
  const transport = http(chain.rpcUrl)
  return {
    account,
    publicClient: createPublicClient({ chain: chain.chain, transport }),
    walletClient: createWalletClient({ account, chain: chain.chain, transport }),
  }
}

/** Sends ETH and waits for the receipt; returns hash and block number. */
export async function sendEth(chain: LocalChain, from: number, to: Address, eth: string) {
  const { walletClient, publicClient } = chainClients(chain, from)
  const hash = await walletClient.sendTransaction({ to, value: parseEther(eth) })
  return mined(publicClient, hash)
}

/** Transfers a demo token (by symbol) and waits for the receipt. */
export async function sendToken(
  chain: LocalChain,
  from: number,
  symbol: string,
  to: Address,
  amount: string,
) {
  const token = chain.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no token ${symbol}`)
  const { walletClient, publicClient } = chainClients(chain, from)
  const hash = await walletClient.writeContract({
    address: token.address,
    abi: standardTokenAbi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, token.decimals)],
  })
  return mined(publicClient, hash)
}

async function mined(publicClient: ReturnType<typeof createPublicClient>, hash: Hash) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return { hash, blockNumber: Number(receipt.blockNumber) }
}
