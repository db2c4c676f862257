import {
  createPublicClient,
  createTestClient,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  parseEther,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPointV07Bytecode } from './accountAbstraction.gen'
import { latchkeyAccountFactoryArtifact } from './artifacts.gen'
import { localChainDefinition } from './chainDefinition'

/** Where ERC-4337 lives on a local chain. */
export interface LocalAccountAbstraction {
  /** EntryPoint v0.7. */
  entryPoint: `0x${string}`
  /** LatchkeyAccountFactory: `createAccount(owner, salt)` / `getAddress(owner, salt)`. */
  accountFactory: `0x${string}`
}

/** A key of its own (not one of the funded demo accounts), so its nonces 0-1 are always free. */
const DEPLOYER_KEY = keccak256(stringToHex('latchkey local-chain ERC-4337 deployer'))
const DEPLOY_GAS = 8_000_000n

/**
 * Deploys the ERC-4337 v0.7 EntryPoint (eth-infinitism's compiled release) and the factory of
 * LatchkeyAccount (contracts/LatchkeyAccount.sol: SimpleAccount's calls plus ERC-1271) from a
 * fixed deployer, so both addresses are the same on every fresh chain.
 * Deploying twice on one chain returns the contracts already there.
 */
export async function deployAccountAbstraction({
  rpcUrl,
  chainId,
}: {
  rpcUrl: string
  chainId: number
}): Promise<LocalAccountAbstraction> {
  const chain = localChainDefinition(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ chain, transport, pollingInterval: 50 })
  const account = privateKeyToAccount(DEPLOYER_KEY)
  const from = account.address
  const entryPoint = getContractAddress({ from, nonce: 0n })
  const accountFactory = getContractAddress({ from, nonce: 1n })
  const nonce = await client.getTransactionCount({ address: from, blockTag: 'pending' })
  if (nonce >= 2 && (await client.getCode({ address: accountFactory })))
    return { entryPoint, accountFactory }
  if (nonce !== 0) throw new Error(`The ERC-4337 deployer ${from} has already sent transactions`)

  await createTestClient({ chain, transport, mode: 'anvil' }).setBalance({
    address: from,
    value: parseEther('10'),
  })
  const gasPrice = (await client.getGasPrice()) * 2n
  const hashes: Hex[] = []
  for (const [n, data] of [
    entryPointV07Bytecode,
    encodeDeployData({ ...latchkeyAccountFactoryArtifact, args: [entryPoint] }),
  ].entries()) {
    const signed = await account.signTransaction({
      chainId,
      type: 'legacy',
      nonce: n,
      gasPrice,
      gas: DEPLOY_GAS,
      data,
    })
    hashes.push(await client.sendRawTransaction({ serializedTransaction: signed }))
  }
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`ERC-4337 deployment ${hash} reverted`)
  }
  return { entryPoint, accountFactory }
}
