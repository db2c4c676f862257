export * from './decimal'
export * from './formatAmount'
export * from './formatBalanceUsd'
export * from './units'
