export * from './base58'
export * from './hex'
