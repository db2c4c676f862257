import { deriveAccounts } from './accounts'
import { resolveAnvilBinary } from './anvilBinary'
import { AnvilExitedError, type AnvilProcess, spawnAnvil } from './anvilProcess'
import { localChainDefinition } from './chainDefinition'
import {
  DEMO_MNEMONIC,
  DEMO_TOKEN_HOLDERS,
  LOCAL_ACCOUNT_BALANCE_ETH,
  LOCAL_ACCOUNT_COUNT,
  LOCAL_CHAIN_IDS,
} from './constants'
import { deployDemoTokens } from './deployDemoTokens'
import { deployEns } from './deployEns'
import { deployExchange } from './deployExchange'
import { deployPriceFeeds } from './deployPriceFeeds'
import { EXCHANGE_DEPLOYER_INDEX } from './exchangePools'
import { findFreePort, isPortFree } from './freePort'
import { PRICE_FEED_DEPLOYER_INDEX } from './priceFeeds'
import type { LocalChain, StartLocalChainOptions } from './types'
import { waitForRpc } from './waitForRpc'

export type StartLocalChainParameters = StartLocalChainOptions
export type StartLocalChainReturnType = LocalChain

function validate(options: StartLocalChainOptions): void {
  const { port, chainId, host, blockTime, mnemonic } = options
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    throw new RangeError(`port must be an integer from 0 to 65535, got ${port}`)
  }
  if (chainId !== undefined && !(Number.isSafeInteger(chainId) && chainId > 0)) {
    throw new RangeError(`chainId must be a positive integer, got ${chainId}`)
  }
  if (host !== undefined && host !== '127.0.0.1') {
    throw new RangeError(
      `host must be '127.0.0.1' (the local chain never leaves loopback), got ${host}`,
    )
  }
  if (blockTime !== undefined && !(Number.isFinite(blockTime) && blockTime > 0)) {
    throw new RangeError(`blockTime must be a positive number of seconds, got ${blockTime}`)
  }
  if (mnemonic !== undefined && mnemonic.trim().split(/\s+/).length < 12) {
    throw new RangeError('mnemonic must be a BIP-39 phrase of at least 12 words')
  }
}

// A free port can be taken between our probe and anvil's bind: retry with a new one.
const portRetries = 3

async function spawnReady(
  binary: string,
  args: string[],
  wantedPort: number,
  host: string,
): Promise<{ anvil: AnvilProcess; port: number; rpcUrl: string; reportedChainId: number }> {
  for (let attempt = 0; ; attempt++) {
    const port = wantedPort || (await findFreePort(host))
    // Another node on the port would answer our readiness poll, so refuse a taken port up front.
    if (wantedPort && !(await isPortFree(port, host))) {
      throw new Error(`Port ${port} on ${host} is already in use; pass port: 0 for a free one`)
    }
    const rpcUrl = `http://${host}:${port}`
    const anvil = spawnAnvil(binary, [...args, '--port', String(port)])
    try {
      const reportedChainId = await waitForRpc(rpcUrl, anvil)
      return { anvil, port, rpcUrl, reportedChainId }
    } catch (error) {
      await anvil.stop()
      const portTaken = error instanceof AnvilExitedError && /in use/i.test(error.output)
      if (wantedPort === 0 && portTaken && attempt < portRetries) continue
      throw error
    }
  }
}

/** Starts anvil on 127.0.0.1, waits until it answers, and deploys the demo tokens. */
export async function startLocalChain(
  options: StartLocalChainParameters = {},
): Promise<StartLocalChainReturnType> {
  validate(options)
  const {
    port: wantedPort = 0,
    chainId = LOCAL_CHAIN_IDS.primary,
    host = '127.0.0.1',
    blockTime,
    mnemonic = DEMO_MNEMONIC,
    deployTokens = true,
    deployExchange: withExchange = false,
    deployPriceFeeds: withPriceFeeds = false,
    deployEns: withEns = false,
  } = options
  if (withExchange && !deployTokens) throw new RangeError('deployExchange needs deployTokens')
  const binary = resolveAnvilBinary()
  const derived = deriveAccounts(mnemonic, PRICE_FEED_DEPLOYER_INDEX + 1)
  const accounts = derived.slice(0, LOCAL_ACCOUNT_COUNT)
  const args = [
    '--host',
    host,
    '--chain-id',
    String(chainId),
    '--mnemonic',
    mnemonic,
    '--accounts',
    String(LOCAL_ACCOUNT_COUNT),
    '--balance',
    String(LOCAL_ACCOUNT_BALANCE_ETH),
    ...(blockTime ? ['--block-time', String(blockTime)] : []),
  ]
  const { anvil, port, rpcUrl, reportedChainId } = await spawnReady(binary, args, wantedPort, host)

  try {
    if (reportedChainId !== chainId) {
      throw new Error(`The node at ${rpcUrl} reports chain ${reportedChainId}, expected ${chainId}`)
    }
    const tokens = deployTokens
      ? await deployDemoTokens({
          rpcUrl,
          chainId,
          deployer: accounts[0]!,
          holders: accounts.slice(0, DEMO_TOKEN_HOLDERS).map((a) => a.address),
        })
      : []
    const exchange = withExchange
      ? await deployExchange({
          rpcUrl,
          chainId,
          deployer: derived[EXCHANGE_DEPLOYER_INDEX]!,
          tokens,
        })
      : undefined
    const priceFeeds = withPriceFeeds
      ? await deployPriceFeeds({ rpcUrl, chainId, deployer: derived[PRICE_FEED_DEPLOYER_INDEX]! })
      : undefined
    const ens = withEns ? await deployEns({ rpcUrl, chainId }) : undefined
    return Object.freeze({
      rpcUrl,
      chainId,
      port,
      chain: localChainDefinition(chainId, rpcUrl),
      accounts,
      tokens,
      ...(exchange ? { exchange } : {}),
      ...(priceFeeds ? { priceFeeds } : {}),
      ...(ens ? { ens } : {}),
      stop: () => anvil.stop(),
    })
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
