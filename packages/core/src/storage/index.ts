export * from './browserStorage'
export * from './cookieStorage'
export type * from './KeyValueStorage'
export * from './memoryStorage'
