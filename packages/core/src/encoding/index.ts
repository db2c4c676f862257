export * from './base58'
export * from './blake2b'
export * from './hex'
export * from './ss58'
