import { libraryConfig } from '../../scripts/tsup.base'
import { perModuleOutput } from '../../scripts/tsup.modules'

// ESM: one file per module (scripts/tsup.modules.ts), so that an app's bundler keeps what
// start-up needs (the adapter object, its connectors) apart from the actions, which load on
// first need, whatever index.ts exports. CJS: one file.
export default libraryConfig({
  ...perModuleOutput({ index: 'src/index.ts' }),
  dts: { entry: { index: 'src/index.ts' } },
})
