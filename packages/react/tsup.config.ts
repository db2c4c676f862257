import { libraryConfig } from '../../scripts/tsup.base'
import { clientBoundary } from '../../scripts/tsup.clientBoundary'

// Hooks and components: the whole entry is client code for React Server Components.
export default libraryConfig({
  onSuccess: clientBoundary(['dist/index.js', 'dist/index.cjs']),
})
