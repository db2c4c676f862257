import { createPublicClient, createWalletClient, getContractAddress, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { latchkeyTokenArtifact, usdtStyleTokenArtifact } from './artifacts.gen'
import { localChainDefinition } from './chainDefinition'
import { DEMO_TOKEN_SPECS } from './demoTokens'
import type { DemoToken, LocalAccountKey } from './types'

export interface DeployDemoTokensParameters {
  rpcUrl: string
  chainId: number
  deployer: LocalAccountKey
  holders: `0x${string}`[]
}

/** Deploys the demo tokens from `deployer` in a fixed nonce order and mints to `holders`. */
export async function deployDemoTokens({
  rpcUrl,
  chainId,
  deployer,
  holders,
}: DeployDemoTokensParameters): Promise<DemoToken[]> {
  const chain = localChainDefinition(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const account = privateKeyToAccount(deployer.privateKey)
  const wallet = createWalletClient({ account, chain, transport })
  const client = createPublicClient({ chain, transport, pollingInterval: 50 })

  const firstNonce = await client.getTransactionCount({
    address: account.address,
    blockTag: 'pending',
  })
  // Sent together with explicit nonces: one round of mining instead of three.
  const hashes = await Promise.all(
    DEMO_TOKEN_SPECS.map((spec, i) => {
      const artifact = spec.kind === 'usdt-style' ? usdtStyleTokenArtifact : latchkeyTokenArtifact
      return wallet.deployContract({
        abi: artifact.abi,
        bytecode: artifact.bytecode,
        args: [
          spec.name,
          spec.symbol,
          spec.decimals,
          holders,
          parseUnits(String(spec.amountPerHolder), spec.decimals),
        ],
        nonce: firstNonce + i,
      })
    }),
  )

  return Promise.all(
    hashes.map(async (hash, i) => {
      const spec = DEMO_TOKEN_SPECS[i]!
      const receipt = await client.waitForTransactionReceipt({ hash, timeout: 60_000 })
      const expected = getContractAddress({ from: account.address, nonce: BigInt(firstNonce + i) })
      if (
        receipt.status !== 'success' ||
        receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()
      ) {
        throw new Error(
          `Deploying ${spec.symbol} failed (transaction ${hash}, status ${receipt.status})`,
        )
      }
      return {
        address: expected,
        name: spec.name,
        symbol: spec.symbol,
        decimals: spec.decimals,
        kind: spec.kind,
      }
    }),
  )
}
