export * from './protocol/messages'
