// What the session runs once its universal provider is loaded, loaded beside the provider: a
// build entry of its own (tsup.config.ts), so an adapter that imports the session at start-up
// does not carry this code there.
export { listenToProvider } from './providerListeners'
export { syncStoredSession } from './storedSessionSync'
