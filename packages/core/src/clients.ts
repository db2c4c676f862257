// The provider clients (SPEC §7): the blockchain API, analytics and the HTTP client under them.
export * from './analytics'
export * from './api'
export * from './http'
