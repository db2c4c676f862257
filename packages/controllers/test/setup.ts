import { loadServiceClients } from '../src/core/loadServiceClients'

// A page loads the provider clients once it is idle after load (whenIdle, which does nothing
// without a page): load them before each file as that page would have them, so a client's
// requests start in its caller's task, as the tests expect of a page that has been idle.
await loadServiceClients()
