export * from './base'
export * from './clients'
