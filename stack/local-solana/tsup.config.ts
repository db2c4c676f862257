import { libraryConfig } from '../../scripts/tsup.base'

export default libraryConfig({ entry: ['src/index.ts', 'src/cli.ts'] })
