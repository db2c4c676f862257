import type { BlockchainApi } from '@latchkey/controllers'
import type { AccountNft, TokenBalance, Transaction } from '@latchkey/core'

export const LUSD: TokenBalance = {
  name: 'Latchkey USD',
  symbol: 'LUSD',
  chainId: 'eip155:1',
  address: 'eip155:1:0x4444444444444444444444444444444444444444',
  value: 1234.5678,
  price: 1,
  quantity: { decimals: '6', numeric: '1234.5678' },
  iconUrl: 'https://img.test/lusd.png',
}

/** An NFT as GET /v1/account/{account}/nfts answers it, its image on the fake provider's route. */
export function nft(tokenId: string, overrides: Partial<AccountNft> = {}): AccountNft {
  return {
    chainId: 'eip155:1',
    contract: '0x5555555555555555555555555555555555555555',
    tokenId,
    standard: 'ERC721',
    amount: '1',
    name: `Key #${tokenId}`,
    collection: { name: 'Latchkey Keys' },
    image: { url: `https://api.test/v1/nfts/eip155:1/0x55/${tokenId}/image` },
    ...overrides,
  }
}

export function transaction(
  id: string,
  minedAt: string,
  overrides: Partial<Transaction> = {},
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x1111111111111111111111111111111111111111',
      sentTo: '0x3333333333333333333333333333333333333333',
    },
    transfers: [
      { direction: 'out', quantity: { numeric: '0.5' }, fungible_info: { symbol: 'ETH' } },
    ],
    ...overrides,
  }
}

/** The blockchain API calls the views reach, in memory, with a log of calls. */
export function createFakeApi({
  tokens = [LUSD],
  pages = [[] as Transaction[]],
  taken = [] as string[],
  nftPages = [[] as AccountNft[]],
} = {}) {
  const calls: string[] = []
  let registerError: Error | undefined
  let registerAnswer: { success: boolean } = { success: true }
  const registered = new Set(taken)
  const api: Partial<BlockchainApi> = {
    fetchSupportedChains: async () => ({ http: ['eip155:1'], ws: [] }),
    isActiveNetworkSupported: async () => true,
    getBalance: async () => {
      calls.push('getBalance')
      return { balances: tokens }
    },
    fetchTransactions: async ({ cursor }) => {
      calls.push(`fetchTransactions:${cursor ?? ''}`)
      const index = cursor ? Number(cursor) : 0
      return { data: pages[index] ?? [], next: index + 1 < pages.length ? String(index + 1) : null }
    },
    fetchNfts: async ({ cursor, chainId }) => {
      calls.push(`fetchNfts:${chainId}:${cursor ?? ''}`)
      const index = cursor ? Number(cursor) : 0
      const next = index + 1 < nftPages.length ? String(index + 1) : null
      return { data: nftPages[index] ?? [], next }
    },
    fetchIdentity: async () => ({ name: null, avatar: null }),
    reverseLookupEnsName: async () => [],
    // As the provider answers: the asked name with whether it is taken, then free ones.
    getEnsNameSuggestions: async ({ name }) => {
      calls.push(`suggest:${name}`)
      const asked = `${name}.latchkey.id`
      const free = [1, 2, 3].map((n) => `${name}${n}.latchkey.id`).filter((n) => !registered.has(n))
      return {
        suggestions: [
          { name: asked, registered: registered.has(asked) },
          ...free.map((n) => ({ name: n, registered: false })),
        ],
      }
    },
    registerEnsName: async ({ name }) => {
      calls.push(`register:${name}`)
      if (registerError) throw registerError
      if (registerAnswer.success) registered.add(name)
      return registerAnswer as never
    },
  }
  return {
    api,
    calls,
    failRegistration(error: Error) {
      registerError = error
    },
    /** The provider's answer to a registration, e.g. `{ success: false }`. */
    answerRegistration(answer: { success: boolean }) {
      registerAnswer = answer
    },
  }
}
