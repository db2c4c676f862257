import { TOKEN_2022_PROGRAM_ID } from '@solana/spl-token'
import type { AccountInfo, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import type { Svm } from '../svm'
import { readMint, readTokenAccount, uiTokenAmount } from '../tokenState'
import { integerParam, invalidParamsIfNot, optionalString } from './params'

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'

export interface AccountView {
  encoding: AccountEncoding
  dataSlice?: { offset: number; length: number }
}

/** Reads `encoding` and `dataSlice` from a config object (base64 unless told). */
export function accountView(
  config: Record<string, unknown>,
  fallback: AccountEncoding = 'base64',
): AccountView {
  const encoding = optionalString(config, 'encoding') ?? fallback
  invalidParamsIfNot(
    ['base58', 'base64', 'jsonParsed'].includes(encoding),
    `unsupported encoding ${encoding}`,
  )
  const slice = config.dataSlice as { offset?: unknown; length?: unknown } | undefined
  const view: AccountView = { encoding: encoding as AccountEncoding }
  if (slice !== undefined) {
    invalidParamsIfNot(typeof slice === 'object' && slice !== null, 'dataSlice must be an object')
    view.dataSlice = {
      offset: integerParam(slice.offset, 'dataSlice.offset'),
      length: integerParam(slice.length, 'dataSlice.length'),
    }
  }
  return view
}

/** An account that does not exist (or was closed: no lamports) reads as null, as on a cluster. */
export function liveAccount(svm: Svm, address: PublicKey): AccountInfo<Uint8Array> | null {
  const account = svm.getAccount(address)
  return account && account.lamports > 0 ? account : null
}

function parsedTokenData(svm: Svm, address: PublicKey, account: AccountInfo<Uint8Array>) {
  const program = account.owner.equals(TOKEN_2022_PROGRAM_ID) ? 'spl-token-2022' : 'spl-token'
  const token = readTokenAccount(address, account)
  if (token) {
    const decimals = readMint(token.mint, svm.getAccount(token.mint))?.decimals ?? 0
    const info = {
      isNative: token.isNative,
      mint: token.mint.toBase58(),
      owner: token.owner.toBase58(),
      state: token.isFrozen ? 'frozen' : 'initialized',
      tokenAmount: uiTokenAmount(token.amount, decimals),
      ...(token.delegate
        ? {
            delegate: token.delegate.toBase58(),
            delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals),
          }
        : {}),
      ...(token.closeAuthority ? { closeAuthority: token.closeAuthority.toBase58() } : {}),
    }
    return { program, parsed: { info, type: 'account' }, space: account.data.length }
  }
  const mint = readMint(address, account)
  if (!mint) return null
  const info = {
    decimals: mint.decimals,
    freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
    isInitialized: mint.isInitialized,
    mintAuthority: mint.mintAuthority?.toBase58() ?? null,
    supply: mint.supply.toString(),
  }
  return { program, parsed: { info, type: 'mint' }, space: account.data.length }
}

/** The account as the RPC writes it; jsonParsed covers token accounts and mints, else base64. */
export function accountJson(
  svm: Svm,
  address: PublicKey,
  account: AccountInfo<Uint8Array>,
  view: AccountView,
) {
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: Number(account.rentEpoch ?? 0),
    space: account.data.length,
  }
  if (view.encoding === 'jsonParsed') {
    const parsed = parsedTokenData(svm, address, account)
    if (parsed) return { ...base, data: parsed }
  }
  let data = account.data
  if (view.dataSlice)
    data = data.slice(view.dataSlice.offset, view.dataSlice.offset + view.dataSlice.length)
  return view.encoding === 'base58'
    ? { ...base, data: [bs58.encode(data), 'base58'] }
    : { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] }
}
