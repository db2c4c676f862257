export * from './alerts'
export * from './catalogue'
export * from './LatchkeyError'
export * from './walletCodes'
