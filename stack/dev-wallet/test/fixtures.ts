import type { LocalChain } from '@latchkey/local-chain'
import { createPublicClient, createWalletClient, custom, http } from 'viem'
import { expect } from 'vitest'
import {
  type CreateDevWalletParameters,
  createDevWallet,
  type DevWalletProvider,
} from '../src/index'

/** A dev wallet over `chains`, with the first `accountCount` prefunded keys of the first chain. */
export function walletOn(
  chains: LocalChain[],
  overrides: Partial<CreateDevWalletParameters> = {},
  accountCount = 3,
): DevWalletProvider {
  return createDevWallet({
    accounts: chains[0]!.accounts.slice(0, accountCount).map((a) => a.privateKey),
    chains: chains.map((c) => ({ id: c.chainId, name: c.chain.name, rpcUrl: c.rpcUrl })),
    ...overrides,
  })
}

/** viem clients: one talking to the node directly, one talking through the dev wallet. */
export function clientsFor(chain: LocalChain, provider: DevWalletProvider) {
  return {
    node: createPublicClient({
      chain: chain.chain,
      transport: http(chain.rpcUrl, { retryCount: 0 }),
      pollingInterval: 50,
    }),
    wallet: createWalletClient({
      chain: chain.chain,
      transport: custom(provider, { retryCount: 0 }),
    }),
  }
}

/** Records every event the provider emits, in order. */
export function recordEvents(provider: DevWalletProvider) {
  const events: [string, unknown][] = []
  for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const) {
    provider.on(name, (payload: unknown) => events.push([name, payload]))
  }
  return events
}

/** Asserts a request rejects with an EIP-1193 error of `code` (and a message matching `message`). */
export async function expectRpcError(
  promise: Promise<unknown>,
  code: number,
  message?: string | RegExp,
) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e as { code: number; message: string },
  )
  expect(error, 'the request should have failed').toBeDefined()
  expect(error!.code).toBe(code)
  if (message !== undefined) expect(error!.message).toMatch(message)
}
