import { version as coreVersion } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { version as reactVersion } from 'wagmi'

// The suite runs once per wagmi major (vitest.config.ts: 2, vitest.v3.config.ts: 3): each run
// must really be on that wagmi, or the other runs would test the same one twice.
describe('the wagmi under test', () => {
  it("is the project's major, for @wagmi/core and for wagmi's React package alike", () => {
    const major = process.env.WAGMI_MAJOR
    expect(major === '2' || major === '3').toBe(true)
    expect(coreVersion.split('.')[0]).toBe(major)
    expect(reactVersion.split('.')[0]).toBe(major)
  })
})
