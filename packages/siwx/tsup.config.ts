import { libraryConfig } from '../../scripts/tsup.base'

// `server` is the Node entry a host's backend imports (verifiers, nonce store, HTTP handler).
export default libraryConfig({ entry: { index: 'src/index.ts', server: 'src/server/index.ts' } })
