import { libraryConfig } from '../../scripts/tsup.base'

// `testing` is its own entry that reaches the controllers through the package's own name (left
// external), so the main entry is built as before and the two share one copy of the controllers.
export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing/index.ts',
    swap: 'src/swap/index.ts',
    onramp: 'src/onramp/index.ts',
  },
  external: ['@latchkey/controllers'],
  // Types of the package's own name come from its sources: dist is empty while it builds.
  dts: { compilerOptions: { paths: { '@latchkey/controllers': ['./src/index.ts'] } } },
})
