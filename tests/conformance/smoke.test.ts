import { buildMessage } from '@latchkey/siwx'
import { describe, expect, it } from 'vitest'

// The project resolves @latchkey/* to the built packages: a missing build fails here first.
describe('conformance project', () => {
  it('imports the built @latchkey/siwx', () => {
    expect(import.meta.resolve('@latchkey/siwx')).toMatch(/packages\/siwx\/dist\/index\.js$/)
    expect(typeof buildMessage).toBe('function')
  })
})
