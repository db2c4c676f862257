import { libraryConfig } from '../../scripts/tsup.base'

// createAppKit is a second entry so that esbuild keeps what start-up needs (createAppKit, the
// element, the buttons) in chunks apart from the lazily loaded modal. With index.ts alone, the
// modal's modules (also exported from index.ts) would share one chunk with the start-up code, and
// an app's bundler would have to load that whole chunk at start-up. The entry is not exported.
export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    createAppKit: 'src/appkit/createAppKit.tsx',
    networks: 'src/networks.ts',
  },
  dts: { entry: { index: 'src/index.ts', networks: 'src/networks.ts' } },
})
