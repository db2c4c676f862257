import { libraryConfig } from '../../scripts/tsup.base'

// The Polkadot extension and the Bitcoin wallet are entries of their own: an EVM page never
// loads their libraries.
export default libraryConfig({
  entry: ['src/index.ts', 'src/polkadot/index.ts', 'src/bitcoin/index.ts'],
})
