import { libraryConfig } from '../../scripts/tsup.base'

// The library and the command; ts-morph stays a dependency, never bundled.
export default libraryConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  dts: { entry: { index: 'src/index.ts' } },
})
