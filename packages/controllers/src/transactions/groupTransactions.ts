import type { Transaction } from '@latchkey/core'

export interface TransactionGroup {
  year: number
  /** 0 for January. */
  month: number
  /** The month name, with the year when it is not the current year (SPEC §2). */
  label: string
  transactions: Transaction[]
}

const MONTH_NAMES = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  timeZone: 'UTC',
})

/** Groups by year and month of `minedAt` (UTC), newest group and newest transaction first. */
export function groupTransactions(
  transactions: readonly Transaction[],
  now: number,
): TransactionGroup[] {
  const currentYear = new Date(now).getUTCFullYear()
  const groups = new Map<string, TransactionGroup>()
  const sorted = [...transactions]
    .filter((tx) => !Number.isNaN(Date.parse(tx.metadata.minedAt)))
    .sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  for (const tx of sorted) {
    const date = new Date(tx.metadata.minedAt)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    const key = `${year}-${month}`
    let group = groups.get(key)
    if (!group) {
      const name = MONTH_NAMES.format(date)
      group = {
        year,
        month,
        label: year === currentYear ? name : `${name} ${year}`,
        transactions: [],
      }
      groups.set(key, group)
    }
    group.transactions.push(tx)
  }
  return [...groups.values()]
}

/** SPEC §5: a transaction whose every transfer is a spam NFT is hidden. */
export function isSpamOnly(tx: Transaction): boolean {
  return tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags.is_spam === true)
}
