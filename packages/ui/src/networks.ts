// `@latchkey/ui/networks`: where an app that moves from the field's `…/networks` takes its
// networks, `defineChain` and the `AppKitNetwork` type (the data lives in core).
export * from '@latchkey/core/networks'
