import { formatAmount, parseUnits, type TokenBalance } from '@latchkey/core'
import type { Config } from '../core/Config'
import { slice } from '../core/store'
import { nativeUsd } from '../send/nativeUsd'
import { checkSend, type SendReturnType, send } from '../send/sendAction'
import * as Chain from './ChainController'

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

type StoreOnly = Pick<Config, 'store'>

/** The send form (SPEC §5): the store's `send` slice. */
export function state(config: StoreOnly): SendState {
  return slice(config.store, 'send', () => ({
    ...EMPTY_FORM,
    tokenBalances: [],
    loading: false,
  }))
}

/** The form's fields as the send action takes them. */
function draft(config: StoreOnly) {
  const form = state(config)
  return {
    token: form.token,
    sendTokenAmount: form.sendTokenAmount,
    receiverAddress: form.receiverAddress,
    gasPrice: form.gasPrice,
  }
}

/** The send action's check of the form (the review step is offered only when it passes). */
export function validate(config: Config) {
  return checkSend(config, draft(config))
}

export function setToken(config: StoreOnly, token: TokenBalance | undefined) {
  state(config).token = token ? { ...token } : undefined
}

export function setTokenAmount(config: StoreOnly, amount: string | undefined) {
  state(config).sendTokenAmount = amount
}

export function setReceiverAddress(config: StoreOnly, address: string | undefined) {
  state(config).receiverAddress = address
}

export function setReceiverProfile(
  config: StoreOnly,
  profile: { name?: string; imageUrl?: string },
) {
  const form = state(config)
  form.receiverProfileName = profile.name
  form.receiverProfileImageUrl = profile.imageUrl
}

export function setGasPrice(
  config: StoreOnly,
  gasPrice: bigint | string | undefined,
  inUsd?: number,
) {
  const form = state(config)
  form.gasPrice = gasPrice === undefined ? undefined : String(gasPrice)
  form.gasPriceInUSD = inUsd
}

export function setNetworkBalanceInUsd(config: StoreOnly, value: string | undefined) {
  state(config).networkBalanceInUSD = value
}

/** SPEC §5: tokens with zero decimals are not sendable and are left out. */
export function setTokenBalances(config: StoreOnly, balances: TokenBalance[]) {
  state(config).tokenBalances = balances.filter((token) => Number(token.quantity.decimals) !== 0)
}

/** Empties the form and its token list: both belong to the (account, network) they were for. */
export function reset(config: StoreOnly) {
  const form = state(config)
  Object.assign(form, EMPTY_FORM)
  form.tokenBalances = []
}

/** SPEC §5 display: amounts cut to 3 decimals. */
export function displayAmount(_config: StoreOnly, value: unknown) {
  return formatAmount(value)
}

/** SPEC §5: no native balance, or gas price above it; never for smart accounts. */
export function hasInsufficientGas(config: Config): boolean {
  const account = Chain.getAccount(config)
  const network = Chain.state(config).activeCaipNetwork
  if (!account || !network || account.preferredAccountType === 'smartAccount') return false
  const balance = parseUnits(account.balance ?? '0', network.nativeCurrency.decimals)
  if (balance <= 0n) return true
  return BigInt(state(config).gasPrice ?? '0') > balance
}

/**
 * Reads the network's fee rate from the adapter into the form, with the fee of a plain
 * transfer and the native balance in USD when the account's balances carry a native price.
 */
export async function fetchGasPrice(config: Config) {
  const network = Chain.state(config).activeCaipNetwork
  const adapter = config.adapters.get(network?.chainNamespace)
  if (!network || !adapter?.estimateFee) return
  const { feeRate, transferFee } = await adapter.estimateFee({ caipNetwork: network })
  const usd = nativeUsd(Chain.getAccount(config)?.tokenBalance ?? [], network, transferFee)
  if (Chain.state(config).activeCaipNetwork?.caipNetworkId !== network.caipNetworkId) return
  const form = state(config)
  form.gasPrice = String(feeRate)
  form.networkFee = String(transferFee)
  form.gasPriceInUSD = usd?.transferFee
  form.networkBalanceInUSD = usd?.balance
}

/** Sends the form through the send action (a second call while sending gets the first's). */
export function sendToken(config: Config): Promise<SendReturnType> {
  return send(config, draft(config))
}
