import { libraryConfig } from '../../scripts/tsup.base'
import { perModuleOutput } from '../../scripts/tsup.modules'

const entry = {
  index: 'src/index.ts',
  testing: 'src/testing/index.ts',
  swap: 'src/swap/index.ts',
  onramp: 'src/onramp/index.ts',
}

// ESM: one file per module (scripts/tsup.modules.ts), so that an app's bundler keeps what
// start-up needs (createAppKit's core) apart from the controllers that load on demand
// (core/lateControllers), whatever index.ts exports. CJS: the four entries.
// `testing` reaches the controllers through the package's own name (left external), so the
// main entry is built as before and the two share one copy of the controllers.
export default libraryConfig({
  ...perModuleOutput(entry),
  external: ['@latchkey/controllers'],
  // Types of the package's own name come from its sources: dist is empty while it builds.
  dts: { entry, compilerOptions: { paths: { '@latchkey/controllers': ['./src/index.ts'] } } },
})
