import { libraryConfig } from '../../scripts/tsup.base'
import { clientBoundary } from '../../scripts/tsup.clientBoundary'
import { perModuleOutput } from '../../scripts/tsup.modules'

// ESM: one file per module (scripts/tsup.modules.ts), so that an app's bundler keeps what
// start-up needs (createAppKit, the element, the buttons) apart from the lazily loaded modal
// and its views, whatever index.ts exports. CJS: one file. The main entry (createAppKit, the
// custom elements, React components) is client code; `networks` is plain data for any side.
export default libraryConfig({
  ...perModuleOutput({ index: 'src/index.ts', networks: 'src/networks.ts' }),
  dts: { entry: { index: 'src/index.ts', networks: 'src/networks.ts' } },
  onSuccess: clientBoundary(['dist/index.js', 'dist/index.cjs']),
})
