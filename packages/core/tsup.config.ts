import { libraryConfig } from '../../scripts/tsup.base'

// base and clients are entries of their own so that esbuild keeps the provider clients (the
// blockchain API, analytics, HTTP) in chunks apart from what an app's start-up uses: with
// index.ts alone, everything would be one file, and an app that used any of it at start-up
// would load all of it then. Neither entry is exported; index.ts re-exports both.
export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    base: 'src/base.ts',
    clients: 'src/clients.ts',
    networks: 'src/networks/index.ts',
  },
  dts: { entry: { index: 'src/index.ts', networks: 'src/networks/index.ts' } },
})
