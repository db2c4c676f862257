import { libraryConfig } from '../../scripts/tsup.base'
import { perModuleOutput } from '../../scripts/tsup.modules'

// ESM: one file per module (scripts/tsup.modules.ts), so that an app's start-up, which uses a
// few constants, errors and helpers, carries only those modules: never the provider clients,
// the on-ramp tables or anything else only a lazy chunk needs. CJS: one file.
export default libraryConfig({
  ...perModuleOutput({ index: 'src/index.ts', networks: 'src/networks/index.ts' }),
  dts: { entry: { index: 'src/index.ts', networks: 'src/networks/index.ts' } },
})
