import { libraryConfig } from '../../scripts/tsup.base'

// The Polkadot extension is an entry of its own: an EVM page never loads its libraries.
export default libraryConfig({ entry: ['src/index.ts', 'src/polkadot/index.ts'] })
