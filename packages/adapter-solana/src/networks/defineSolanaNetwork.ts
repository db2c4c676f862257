// The definition is plain data shared with @latchkey/ui/networks, so it lives in core.
export { type DefineSolanaNetworkParameters, defineSolanaNetwork } from '@latchkey/core/networks'
