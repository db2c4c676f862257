import { formatAmount, parseUnits, type TokenBalance } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { slice } from '../core/store'
import { nativeUsd } from '../send/nativeUsd'
import { checkSend, type SendReturnType, send } from '../send/sendAction'

/** SPEC §3 send state. Amounts in the smallest unit are decimal strings (snapshots hold no bigint). */
export interface SendState {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  gasPrice: string | undefined
  gasPriceInUSD: number | undefined
  /** A plain transfer's fee in the native currency's smallest unit (what Max leaves behind). */
  networkFee: string | undefined
  networkBalanceInUSD: string | undefined
  tokenBalances: TokenBalance[]
  loading: boolean
}

const EMPTY_FORM = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  gasPrice: undefined,
  gasPriceInUSD: undefined,
  networkFee: undefined,
  networkBalanceInUSD: undefined,
} as const

/** The send form (SPEC §5): fields, checks, the gas rule and one submission at a time. */
export function createSendController(ctx: CoreContext) {
  const state = slice(ctx.store, 'send', () => ({
    ...EMPTY_FORM,
    tokenBalances: [],
    loading: false,
  }))

  /** The form's fields as the send action takes them. */
  const draft = () => ({
    token: state.token,
    sendTokenAmount: state.sendTokenAmount,
    receiverAddress: state.receiverAddress,
    gasPrice: state.gasPrice,
  })

  /** The send action's check of the form (the review step is offered only when it passes). */
  function validate() {
    return checkSend(ctx, draft())
  }

  return {
    state,
    validate,

    setToken(token: TokenBalance | undefined) {
      state.token = token ? { ...token } : undefined
    },
    setTokenAmount(amount: string | undefined) {
      state.sendTokenAmount = amount
    },
    setReceiverAddress(address: string | undefined) {
      state.receiverAddress = address
    },
    setReceiverProfile(profile: { name?: string; imageUrl?: string }) {
      state.receiverProfileName = profile.name
      state.receiverProfileImageUrl = profile.imageUrl
    },
    setGasPrice(gasPrice: bigint | string | undefined, inUsd?: number) {
      state.gasPrice = gasPrice === undefined ? undefined : String(gasPrice)
      state.gasPriceInUSD = inUsd
    },
    setNetworkBalanceInUsd(value: string | undefined) {
      state.networkBalanceInUSD = value
    },

    /** SPEC §5: tokens with zero decimals are not sendable and are left out. */
    setTokenBalances(balances: TokenBalance[]) {
      state.tokenBalances = balances.filter((token) => Number(token.quantity.decimals) !== 0)
    },

    /** Empties the form and its token list: both belong to the (account, network) they were for. */
    reset() {
      Object.assign(state, EMPTY_FORM)
      state.tokenBalances = []
    },

    /** SPEC §5 display: amounts cut to 3 decimals. */
    displayAmount: (value: unknown) => formatAmount(value),

    /** SPEC §5: no native balance, or gas price above it; never for smart accounts. */
    hasInsufficientGas(): boolean {
      const account = ctx.chain.getAccount()
      const network = ctx.chain.state.activeCaipNetwork
      if (!account || !network || account.preferredAccountType === 'smartAccount') return false
      const balance = parseUnits(account.balance ?? '0', network.nativeCurrency.decimals)
      if (balance <= 0n) return true
      return BigInt(state.gasPrice ?? '0') > balance
    },

    /**
     * Reads the network's fee rate from the adapter into the form, with the fee of a plain
     * transfer and the native balance in USD when the account's balances carry a native price.
     */
    async fetchGasPrice() {
      const network = ctx.chain.state.activeCaipNetwork
      const adapter = ctx.adapters.get(network?.chainNamespace)
      if (!network || !adapter?.estimateFee) return
      const { feeRate, transferFee } = await adapter.estimateFee({ caipNetwork: network })
      const usd = nativeUsd(ctx.chain.getAccount()?.tokenBalance ?? [], network, transferFee)
      if (ctx.chain.state.activeCaipNetwork?.caipNetworkId !== network.caipNetworkId) return
      state.gasPrice = String(feeRate)
      state.networkFee = String(transferFee)
      state.gasPriceInUSD = usd?.transferFee
      state.networkBalanceInUSD = usd?.balance
    },

    /** Sends the form through the send action (a second call while sending gets the first's). */
    sendToken(): Promise<SendReturnType> {
      return send(ctx, draft())
    },
  }
}

export type SendController = ReturnType<typeof createSendController>
