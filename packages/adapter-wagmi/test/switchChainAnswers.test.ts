import { isLatchkeyError } from '@latchkey/core'
import { createDevWallet, type DevWalletProvider } from '@latchkey/dev-wallet'
import { getChainId } from '@wagmi/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  OTHER_SWITCH_ANSWERS,
  UNKNOWN_CHAIN_ANSWERS,
  type WalletSwitchAnswer,
} from '../../core/test/fixtures/walletSwitchAnswers'
import { type LocalStack, type Page, pageWith, startLocalStack } from './support/localStack'

// SPEC §4 with wagmi: every way a real wallet says it lacks the chain leads to
// wallet_addEthereumChain (wagmi itself adds only after a 4902), anything else adds nothing.
let stack: LocalStack
const pages: Page[] = []

beforeAll(async () => {
  stack = await startLocalStack([31337, 31338])
})
afterAll(() => stack?.stop())
afterEach(() => {
  for (const page of pages.splice(0)) page.close()
})

/** The dev wallet knowing only the first chain, answering a switch to another as `answer`. */
function walletAnswering(answer: WalletSwitchAnswer, add: 'works' | 'fails' = 'works') {
  const first = stack.chains[0]!
  const wallet = createDevWallet({
    accounts: [first.accounts[0]!.privateKey],
    chains: [{ id: first.chainId, name: first.chain.name, rpcUrl: first.rpcUrl }],
  })
  const methods: string[] = []
  const request = wallet.request.bind(wallet)
  const reshaped = Object.create(wallet, {
    request: {
      value: async (args: Parameters<DevWalletProvider['request']>[0]) => {
        methods.push(args.method)
        if (args.method === 'wallet_addEthereumChain' && add === 'fails')
          throw Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 })
        try {
          return await request(args)
        } catch (error) {
          throw (error as { code?: number }).code === 4902 ? answer.error : error
        }
      },
    },
  }) as DevWalletProvider
  return { wallet, reshaped, methods }
}

async function connected(reshaped: DevWalletProvider) {
  const page = pageWith(stack, reshaped)
  pages.push(page)
  await page.adapter.connect({ connectorId: page.connectorId })
  return page
}

describe('switching with wagmi to a chain the wallet lacks', () => {
  for (const answer of UNKNOWN_CHAIN_ANSWERS)
    it(`adds it when the wallet answers as ${answer.wallet} does`, async () => {
      const { wallet, reshaped, methods } = walletAnswering(answer)
      const page = await connected(reshaped)
      methods.length = 0
      await page.adapter.switchNetwork({
        caipNetwork: stack.networks[1]!,
        connectorId: page.connectorId,
      })
      expect(methods.slice(0, 2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
      expect(wallet.getState().chainId).toBe(31338)
      expect(getChainId(page.adapter.wagmiConfig)).toBe(31338)
    })

  for (const answer of OTHER_SWITCH_ANSWERS)
    it(`adds nothing when the wallet answers as ${answer.wallet} does`, async () => {
      const { wallet, reshaped, methods } = walletAnswering(answer)
      const page = await connected(reshaped)
      methods.length = 0
      await page.adapter
        .switchNetwork({ caipNetwork: stack.networks[1]!, connectorId: page.connectorId })
        .catch(() => {})
      expect(methods).not.toContain('wallet_addEthereumChain')
      expect(wallet.getState().chainId).toBe(31337)
    })

  it("says 'Chain is not supported' when the add fails", async () => {
    const { wallet, reshaped } = walletAnswering(UNKNOWN_CHAIN_ANSWERS.at(-1)!, 'fails')
    const page = await connected(reshaped)
    const error = await page.adapter
      .switchNetwork({ caipNetwork: stack.networks[1]!, connectorId: page.connectorId })
      .catch((e) => e)
    expect(isLatchkeyError(error, 'CHAIN_NOT_SUPPORTED')).toBe(true)
    expect(error.message).toBe('Chain is not supported')
    expect(wallet.getState().chainId).toBe(31337)
  })
})
