import { PublicKey } from '@solana/web3.js'
import {
  isTokenProgram,
  readMint,
  readTokenAccount,
  TOKEN_PROGRAM_IDS,
  uiTokenAmount,
} from '../tokenState'
import { accountJson, accountView, liveAccount } from './accountJson'
import { type RpcHandler, withContext } from './handler'
import { checkCommitment, configParam, invalidParamsIfNot, pubkeyParam } from './params'
import { INVALID_PARAMS, RpcError } from './rpcError'

const MAX_MULTIPLE_ACCOUNTS = 100

function tokenAmountOf(
  ledger: Parameters<RpcHandler>[0],
  address: PublicKey,
  kind: 'account' | 'mint',
) {
  const account = liveAccount(ledger.svm, address)
  if (kind === 'mint') {
    const mint = readMint(address, account)
    if (!mint) throw new RpcError(INVALID_PARAMS, 'Invalid param: not a Token mint')
    return uiTokenAmount(mint.supply, mint.decimals)
  }
  const token = readTokenAccount(address, account)
  if (!token) throw new RpcError(INVALID_PARAMS, 'Invalid param: not a Token account')
  const decimals = readMint(token.mint, ledger.svm.getAccount(token.mint))?.decimals ?? 0
  return uiTokenAmount(token.amount, decimals)
}

/** Balances, accounts and token accounts. */
export const accountMethods: Record<string, RpcHandler> = {
  getBalance: (ledger, [address, config]) => {
    const key = pubkeyParam(address)
    checkCommitment(configParam(config))
    return withContext(ledger, liveAccount(ledger.svm, key)?.lamports ?? 0)
  },
  getAccountInfo: (ledger, [address, config]) => {
    const key = pubkeyParam(address)
    const options = configParam(config)
    checkCommitment(options)
    const view = accountView(options, 'base58')
    const account = liveAccount(ledger.svm, key)
    return withContext(ledger, account ? accountJson(ledger.svm, key, account, view) : null)
  },
  getMultipleAccounts: (ledger, [addresses, config]) => {
    invalidParamsIfNot(Array.isArray(addresses), 'expected an array of public keys')
    invalidParamsIfNot(
      addresses.length <= MAX_MULTIPLE_ACCOUNTS,
      `at most ${MAX_MULTIPLE_ACCOUNTS} public keys`,
    )
    const keys = addresses.map((address) => pubkeyParam(address))
    const options = configParam(config)
    checkCommitment(options)
    const view = accountView(options, 'base64')
    return withContext(
      ledger,
      keys.map((key) => {
        const account = liveAccount(ledger.svm, key)
        return account ? accountJson(ledger.svm, key, account, view) : null
      }),
    )
  },
  getTokenAccountsByOwner: (ledger, [owner, filter, config]) => {
    const ownerKey = pubkeyParam(owner, 'owner')
    const filterObject = configParam(filter)
    const mint =
      filterObject.mint !== undefined ? pubkeyParam(filterObject.mint, 'mint') : undefined
    const programId =
      filterObject.programId !== undefined
        ? pubkeyParam(filterObject.programId, 'programId')
        : undefined
    invalidParamsIfNot(
      Boolean(mint) !== Boolean(programId),
      'filter must name exactly one of mint or programId',
    )
    if (programId && !isTokenProgram(programId))
      throw new RpcError(INVALID_PARAMS, 'Invalid param: unrecognized Token program id')
    const options = configParam(config)
    checkCommitment(options)
    const view = accountView(options, 'base64')
    const found = []
    for (const program of programId
      ? [programId]
      : TOKEN_PROGRAM_IDS.map((id) => new PublicKey(id))) {
      for (const [key, account] of ledger.svm.programAccounts(program)) {
        const token = account.lamports > 0 ? readTokenAccount(key, account) : null
        if (!token?.owner.equals(ownerKey) || (mint && !token.mint.equals(mint))) continue
        found.push({ pubkey: key.toBase58(), account: accountJson(ledger.svm, key, account, view) })
      }
    }
    return withContext(ledger, found)
  },
  getTokenAccountBalance: (ledger, [address, config]) => {
    const key = pubkeyParam(address)
    checkCommitment(configParam(config))
    return withContext(ledger, tokenAmountOf(ledger, key, 'account'))
  },
  getTokenSupply: (ledger, [address, config]) => {
    const key = pubkeyParam(address)
    checkCommitment(configParam(config))
    return withContext(ledger, tokenAmountOf(ledger, key, 'mint'))
  },
}
