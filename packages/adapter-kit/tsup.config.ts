import { libraryConfig } from '../../scripts/tsup.base'
import { perModuleOutput } from '../../scripts/tsup.modules'

// ESM: one file per module (scripts/tsup.modules.ts), so that an app's bundler keeps what an
// adapter needs at start-up (createWalletKit) apart from what its lazy actions import
// (evmTransferAction), whatever index.ts exports. CJS: one file.
export default libraryConfig({
  ...perModuleOutput({ index: 'src/index.ts' }),
  dts: { entry: { index: 'src/index.ts' } },
})
