import { libraryConfig } from '../../scripts/tsup.base'

// `basic` is its own entry, built whole (no shared chunk): the UI imports it lazily, and a chunk
// shared with what adapters import at start-up would carry basic mode's code into start-up.
export default libraryConfig({ entry: ['src/index.ts', 'src/basic.ts'], splitting: false })
