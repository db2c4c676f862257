import { libraryConfig } from '../../scripts/tsup.base'
import { clientBoundary } from '../../scripts/tsup.clientBoundary'

// Hooks and components: the whole entry is client code for React Server Components. The
// headless hooks have an entry of their own that reaches no modal code (@latchkey/ui).
export default libraryConfig({
  entry: { index: 'src/index.ts', headless: 'src/headless/index.ts' },
  onSuccess: clientBoundary([
    'dist/index.js',
    'dist/index.cjs',
    'dist/headless.js',
    'dist/headless.cjs',
  ]),
})
