import { loadActions } from '../src/actions/loadActions'

// A page loads the adapter's actions once idle after load: load them before each file as that
// page would have them, so a test's first action does not also wait for them to compile.
await loadActions()
