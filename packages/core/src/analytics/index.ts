export * from './AnalyticsClient'
export * from './uuid'
