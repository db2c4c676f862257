import { libraryConfig } from '../../scripts/tsup.base'
import { perModuleOutput } from '../../scripts/tsup.modules'

const entry = {
  index: 'src/index.ts',
  swap: 'src/swap/index.ts',
  onramp: 'src/onramp/index.ts',
}

// ESM: one file per module (scripts/tsup.modules.ts), so that an app's bundler keeps what
// start-up needs (createAppKit's core) apart from the controllers that load on demand
// (core/lateControllers), whatever index.ts exports. CJS: the three entries.
// The test fakes are not shipped: they live in the private @latchkey/test-fakes (stack/).
export default libraryConfig({
  ...perModuleOutput(entry),
  dts: { entry },
})
