export * from './browserStorage'
export type * from './KeyValueStorage'
export * from './memoryStorage'
