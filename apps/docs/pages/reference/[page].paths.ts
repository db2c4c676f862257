import { referencePaths } from '../../src/apiPages'

// Built when the site is, from the TypeScript sources: the reference cannot drift from the code.
export default {
  paths: referencePaths,
}
