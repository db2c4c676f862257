import { libraryConfig } from '../../scripts/tsup.base'

// shims: import.meta.url in the CJS build, which finds the shared fixture from the package.
export default libraryConfig({ shims: true })
