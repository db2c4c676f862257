import { loadActions } from '../src/actions/loadActions'

// A page loads the adapter's actions once it is idle after load (whenIdle, which does nothing
// without a page): load them before each file as that page would have them, so a test's first
// action does not also wait for their modules to be compiled.
await loadActions()
