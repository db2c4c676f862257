import { isAddressEqual } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { assertApprovalMode } from './approvals'
import { isHttpUrl } from './chainParams'
import { defaultDevWalletInfo } from './icon'
import { DEFAULT_PERSIST_KEY, type DevWalletStorage } from './persistence'
import type { CreateDevWalletParameters, DevWalletChain, DevWalletInfo } from './types'

/** Raised by createDevWallet for options it cannot use. */
export class DevWalletOptionsError extends TypeError {
  override name = 'DevWalletOptionsError'
}

export interface NormalisedOptions {
  accounts: PrivateKeyAccount[]
  chains: DevWalletChain[]
  chainId: number
  info: DevWalletInfo
  pollingInterval: number
  persist: DevWalletStorage | undefined
  persistKey: string
}

function normaliseChain(chain: DevWalletChain, index: number): DevWalletChain {
  const where = `chains[${index}]`
  if (!Number.isSafeInteger(chain?.id) || chain.id <= 0) {
    throw new DevWalletOptionsError(`${where}.id must be a positive integer`)
  }
  if (typeof chain.name !== 'string' || !chain.name.trim()) {
    throw new DevWalletOptionsError(`${where}.name must be a non-empty string`)
  }
  if (!isHttpUrl(chain.rpcUrl))
    throw new DevWalletOptionsError(`${where}.rpcUrl must be an http(s) URL`)
  return { ...chain }
}

export function normaliseOptions(options: CreateDevWalletParameters): NormalisedOptions {
  if (!Array.isArray(options?.accounts) || options.accounts.length === 0) {
    throw new DevWalletOptionsError('accounts must list at least one private key')
  }
  const accounts = options.accounts.map((key, i) => {
    if (typeof key !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(key)) {
      throw new DevWalletOptionsError(`accounts[${i}] must be a private key: 0x and 64 hex digits`)
    }
    return privateKeyToAccount(key as `0x${string}`)
  })
  accounts.forEach((a, i) => {
    if (accounts.findIndex((b) => isAddressEqual(a.address, b.address)) !== i) {
      throw new DevWalletOptionsError(`accounts[${i}] repeats the key of an earlier account`)
    }
  })
  if (!Array.isArray(options.chains) || options.chains.length === 0) {
    throw new DevWalletOptionsError('chains must list at least one chain')
  }
  const chains = options.chains.map(normaliseChain)
  if (new Set(chains.map((c) => c.id)).size !== chains.length) {
    throw new DevWalletOptionsError('chains must not repeat a chain id')
  }
  const chainId = options.chainId ?? chains[0]!.id
  if (!chains.some((c) => c.id === chainId)) {
    throw new DevWalletOptionsError(`chainId ${chainId} is not one of the chains`)
  }
  if (options.mode !== undefined) {
    try {
      assertApprovalMode(options.mode)
    } catch (error) {
      throw new DevWalletOptionsError((error as Error).message)
    }
  }
  if (options.approve !== undefined && typeof options.approve !== 'function') {
    throw new DevWalletOptionsError('approve must be a function')
  }
  const pollingInterval = options.pollingInterval ?? 1000
  if (!(Number.isFinite(pollingInterval) && pollingInterval > 0)) {
    throw new DevWalletOptionsError('pollingInterval must be a positive number of milliseconds')
  }
  const { persist } = options
  if (
    persist !== undefined &&
    !(['getItem', 'setItem', 'removeItem'] as const).every(
      (m) => typeof persist?.[m] === 'function',
    )
  ) {
    throw new DevWalletOptionsError('persist must be a Storage (getItem, setItem, removeItem)')
  }
  const persistKey = options.persistKey ?? DEFAULT_PERSIST_KEY
  if (typeof persistKey !== 'string' || !persistKey) {
    throw new DevWalletOptionsError('persistKey must be a non-empty string')
  }
  const info = Object.freeze({ ...defaultDevWalletInfo, ...options.info })
  return { accounts, chains, chainId, info, pollingInterval, persist, persistKey }
}
