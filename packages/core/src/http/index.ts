export * from './HttpClient'
export * from './retryAfter'
