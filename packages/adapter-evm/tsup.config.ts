import { libraryConfig } from '../../scripts/tsup.base'

// evmAdapter is a second entry so that esbuild keeps what start-up needs (the adapter object,
// its connectors) in chunks apart from the actions, which load on first need: with index.ts
// alone, whatever index.ts exports and the actions also use (validateCalls, the token ABIs)
// would share one chunk with the start-up code, and an app would load that chunk at start-up.
// The entry is not exported.
export default libraryConfig({
  entry: { index: 'src/index.ts', evmAdapter: 'src/evmAdapter.ts' },
  dts: { entry: { index: 'src/index.ts' } },
})
