import type { PublicKey } from '@solana/web3.js'
import type { Svm } from './svm'
import { readMint, readTokenAccount, uiTokenAmount } from './tokenState'
import type { TokenBalanceJson } from './types'

export interface AccountSnapshot {
  lamports: number[]
  tokenBalances: TokenBalanceJson[]
}

/** Lamports and token balances of `keys` right now (a transaction's pre- or post-state). */
export function snapshotAccounts(svm: Svm, keys: readonly PublicKey[]): AccountSnapshot {
  const decimals = new Map<string, number>()
  const tokenBalances: TokenBalanceJson[] = []
  const lamports = keys.map((key, accountIndex) => {
    const account = svm.getAccount(key)
    const token = readTokenAccount(key, account)
    if (token && account) {
      const mint = token.mint.toBase58()
      if (!decimals.has(mint))
        decimals.set(mint, readMint(token.mint, svm.getAccount(token.mint))?.decimals ?? 0)
      tokenBalances.push({
        accountIndex,
        mint,
        owner: token.owner.toBase58(),
        programId: account.owner.toBase58(),
        uiTokenAmount: uiTokenAmount(token.amount, decimals.get(mint) ?? 0),
      })
    }
    return Number(account?.lamports ?? 0)
  })
  return { lamports, tokenBalances }
}
