import {
  CONSTANTS,
  errorMessage,
  formatUnits,
  isSwapNetwork,
  latchkeyError,
  parseUnits,
  type SwapToken,
  toDecimalParts,
} from '@latchkey/core'
import { proxy } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'

/** The next transaction the swap needs: an approval first when the allowance is short. */
export interface PreparedSwapTransaction {
  kind: 'approve' | 'swap'
  to: string
  data: string
  /** Smallest unit, decimal string. */
  value: string
  gasPrice: string | undefined
}

export interface SwapState {
  tokens: SwapToken[]
  sourceToken: SwapToken | undefined
  sourceTokenAmount: string
  toToken: SwapToken | undefined
  toTokenAmount: string
  /** Standard gas price of the network, smallest unit. */
  gasPrice: string | undefined
  slippage: number
  loadingTokens: boolean
  loadingQuote: boolean
  transaction: PreparedSwapTransaction | undefined
}

const bare = (caipOrAddress: string) => caipOrAddress.split(':').at(-1) ?? caipOrAddress

/** Swaps over the blockchain API's convert routes; views come with a later issue. */
export function createSwapController(ctx: CoreContext) {
  const state = proxy<SwapState>({
    tokens: [],
    sourceToken: undefined,
    sourceTokenAmount: '',
    toToken: undefined,
    toTokenAmount: '',
    gasPrice: undefined,
    slippage: CONSTANTS.SWAP_SLIPPAGE,
    loadingTokens: false,
    loadingQuote: false,
    transaction: undefined,
  })

  /** SPEC §9 swap networks (eip155 chain ids), on an adapter that can send EVM transactions. */
  function isSupported(): boolean {
    const network = ctx.chain.state.activeCaipNetwork
    return Boolean(
      network &&
        isSwapNetwork(network.caipNetworkId) &&
        ctx.adapters.get(network.chainNamespace)?.evm,
    )
  }

  function context() {
    const network = ctx.chain.state.activeCaipNetwork
    const account = ctx.chain.getAccount(network?.chainNamespace)
    const api = ctx.services.api()
    if (!network || !isSupported()) throw latchkeyError('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
    if (!api) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
    if (!account?.address || !account.caipAddress) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
    return { network, api, address: account.address, caipAddress: account.caipAddress }
  }

  function clearQuote() {
    state.toTokenAmount = ''
    state.transaction = undefined
  }

  return {
    state,
    isSupported,

    /** Loads the network's tokens and gas price; unsupported networks raise 'Network not supported for Swaps'. */
    async initialize() {
      const { network, api } = context()
      state.loadingTokens = true
      try {
        const [{ tokens }, gas] = await Promise.all([
          api.fetchSwapTokens({ chainId: network.caipNetworkId }),
          api.fetchGasPrice({ chainId: network.caipNetworkId }),
        ])
        state.tokens = tokens
        state.gasPrice = gas.standard
      } finally {
        state.loadingTokens = false
      }
    },

    setSourceToken(token: SwapToken | undefined) {
      state.sourceToken = token
      clearQuote()
    },
    setToToken(token: SwapToken | undefined) {
      state.toToken = token
      clearQuote()
    },
    setSourceTokenAmount(amount: string) {
      state.sourceTokenAmount = amount
      clearQuote()
    },
    switchTokens() {
      const { sourceToken, toToken } = state
      state.sourceToken = toToken
      state.toToken = sourceToken
      state.sourceTokenAmount = state.toTokenAmount
      clearQuote()
    },

    fetchQuote,

    /** Sends the prepared transaction; after an approval the swap itself is prepared next. */
    async sendPrepared() {
      const { network, address } = context()
      const tx = state.transaction
      const evm = ctx.adapters.get(network.chainNamespace)?.evm
      if (!tx || !evm) return undefined
      const result = await evm.sendTransaction({
        caipNetwork: network,
        from: address,
        to: tx.to,
        value: BigInt(tx.value),
        data: tx.data,
        ...(tx.gasPrice ? { gasPrice: BigInt(tx.gasPrice) } : {}),
      })
      ctx.snack.showSuccess(errorMessage('TRANSACTION_STARTED'))
      if (tx.kind === 'approve') await fetchQuote()
      else clearQuote()
      return result
    },
  }

  /** Quotes the swap, then prepares an approval when the allowance is short, else the swap. */
  async function fetchQuote() {
    const { api, caipAddress } = context()
    const { sourceToken, toToken, sourceTokenAmount } = state
    const parts = toDecimalParts(sourceTokenAmount)
    if (!sourceToken || !toToken || !parts || parts.negative) return clearQuote()
    const amount = parseUnits(sourceTokenAmount, sourceToken.decimals)
    if (amount <= 0n) return clearQuote()
    state.loadingQuote = true
    try {
      const common = { userAddress: caipAddress, from: sourceToken.address, to: toToken.address }
      const { quotes } = await api.fetchSwapQuote({
        ...common,
        amount: amount.toString(),
        gasPrice: state.gasPrice ?? '0',
      })
      const toAmount = quotes[0]?.toAmount
      state.toTokenAmount = toAmount ? formatUnits(BigInt(toAmount), toToken.decimals) : ''
      const { allowance } = await api.fetchSwapAllowance({
        tokenAddress: sourceToken.address,
        userAddress: caipAddress,
      })
      if (BigInt(allowance || '0') < amount) {
        const { tx } = await api.generateApproveCalldata(common)
        state.transaction = {
          kind: 'approve',
          to: bare(tx.to),
          data: tx.data,
          value: tx.value || '0',
          gasPrice: tx.eip155.gasPrice,
        }
      } else {
        const { tx } = await api.generateSwapCalldata({ ...common, amount: amount.toString() })
        state.transaction = {
          kind: 'swap',
          to: bare(tx.to),
          data: tx.data,
          value: tx.amount || '0',
          gasPrice: tx.eip155.gasPrice,
        }
      }
    } finally {
      state.loadingQuote = false
    }
  }
}

export type SwapController = ReturnType<typeof createSwapController>
