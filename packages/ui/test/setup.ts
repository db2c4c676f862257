import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library cleans up by itself only with vitest globals on; they are off here.
afterEach(() => cleanup())
