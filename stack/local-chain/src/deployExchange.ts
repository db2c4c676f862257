import {
  createPublicClient,
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  constantProductFactoryArtifact,
  constantProductRouterArtifact,
  latchkeyTokenArtifact,
  wrappedNativeArtifact,
} from './artifacts.gen'
import { localChainDefinition } from './chainDefinition'
import { EXCHANGE_POOL_SPECS } from './exchangePools'
import type { DemoToken, LocalAccountKey, LocalExchange } from './types'

export interface DeployExchangeParameters {
  rpcUrl: string
  chainId: number
  /** Deploys and provides the liquidity; funded here (anvil_setBalance) and minted its tokens. */
  deployer: LocalAccountKey
  tokens: readonly DemoToken[]
}

// Explicit gas: every transaction is signed before the ones it depends on are mined.
const DEPLOY_GAS = 3_000_000n
const CALL_GAS = 200_000n
const ADD_LIQUIDITY_GAS = 3_500_000n
const FAR_DEADLINE = 2n ** 40n

/**
 * Deploys the constant-product exchange (wrapped native, factory, router) from `deployer` at
 * nonces 0-2, so its addresses are the same on every fresh chain, and opens the pools of
 * EXCHANGE_POOL_SPECS.
 */
export async function deployExchange({
  rpcUrl,
  chainId,
  deployer,
  tokens,
}: DeployExchangeParameters): Promise<LocalExchange> {
  const chain = localChainDefinition(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ chain, transport, pollingInterval: 50 })
  const account = privateKeyToAccount(deployer.privateKey)
  const from = account.address
  const symbol = (s: string) => {
    const token = tokens.find((t) => t.symbol === s)
    if (!token) throw new Error(`The exchange needs demo token ${s}, which is not deployed`)
    return token
  }

  await createTestClient({ chain, transport, mode: 'anvil' }).setBalance({
    address: from,
    value: parseEther('1000000'),
  })
  let nonce = await client.getTransactionCount({ address: from, blockTag: 'pending' })
  if (nonce !== 0) throw new Error(`The exchange deployer ${from} has already sent transactions`)
  const address = (n: number) => getContractAddress({ from, nonce: BigInt(n) })
  const weth = address(0)
  const factory = address(1)
  const router = address(2)
  const gasPrice = (await client.getGasPrice()) * 2n

  const hashes: Hex[] = []
  const send = async (tx: { to?: `0x${string}`; data: Hex; value?: bigint; gas: bigint }) => {
    const signed = await account.signTransaction({
      chainId,
      type: 'legacy',
      nonce: nonce++,
      gasPrice,
      gas: tx.gas,
      ...(tx.to ? { to: tx.to } : {}),
      data: tx.data,
      value: tx.value ?? 0n,
    })
    hashes.push(await client.sendRawTransaction({ serializedTransaction: signed }))
  }
  const deploy = (data: Hex) => send({ gas: DEPLOY_GAS, data })
  const call = (to: `0x${string}`, data: Hex, gas = CALL_GAS, value = 0n) =>
    send({ to, data, gas, value })
  const tokenAbi = latchkeyTokenArtifact.abi
  const routerAbi = constantProductRouterArtifact.abi

  await deploy(wrappedNativeArtifact.bytecode)
  await deploy(constantProductFactoryArtifact.bytecode)
  await deploy(
    encodeDeployData({
      abi: routerAbi,
      bytecode: constantProductRouterArtifact.bytecode,
      args: [factory, weth],
    }),
  )

  // Mint what the pools need, and let the router take it.
  const needed = new Map<string, bigint>()
  for (const spec of EXCHANGE_POOL_SPECS) {
    for (const [s, amount] of [
      [spec.token, spec.tokenAmount],
      [spec.against, spec.againstAmount],
    ] as const) {
      if (s === 'native') continue
      const units = parseUnits(String(amount), symbol(s).decimals)
      needed.set(s, (needed.get(s) ?? 0n) + units)
    }
  }
  for (const [s, amount] of needed) {
    const token = symbol(s).address
    await call(
      token,
      encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [from, amount] }),
    )
    await call(
      token,
      encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [router, maxUint256] }),
    )
  }

  for (const spec of EXCHANGE_POOL_SPECS) {
    const token = symbol(spec.token)
    const tokenAmount = parseUnits(String(spec.tokenAmount), token.decimals)
    if (spec.against === 'native') {
      await call(
        router,
        encodeFunctionData({
          abi: routerAbi,
          functionName: 'addLiquidityETH',
          args: [token.address, tokenAmount, from, FAR_DEADLINE],
        }),
        ADD_LIQUIDITY_GAS,
        parseEther(String(spec.againstAmount)),
      )
    } else {
      const other = symbol(spec.against)
      await call(
        router,
        encodeFunctionData({
          abi: routerAbi,
          functionName: 'addLiquidity',
          args: [
            token.address,
            other.address,
            tokenAmount,
            parseUnits(String(spec.againstAmount), other.decimals),
            from,
            FAR_DEADLINE,
          ],
        }),
        ADD_LIQUIDITY_GAS,
      )
    }
  }

  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 60_000 })
    if (receipt.status !== 'success') {
      throw new Error(`Deploying the local exchange failed (transaction ${hash} reverted)`)
    }
  }
  return { wrappedNative: weth, factory, router }
}
