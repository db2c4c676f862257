import { loadServiceClients } from '@latchkey/controllers'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library cleans up by itself only with vitest globals on; they are off here.
afterEach(() => cleanup())

// A page loads the provider clients once it is idle after load; load them before each file as
// that page would have them, so a client's requests start in its caller's task.
await loadServiceClients()
