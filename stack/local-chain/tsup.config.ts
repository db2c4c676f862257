import { libraryConfig } from '../../scripts/tsup.base'

// shims: import.meta.url in the CJS build, which resolveAnvilBinary needs.
export default libraryConfig({ entry: ['src/index.ts', 'src/cli.ts'], shims: true })
