import { describe, expect, expectTypeOf, it } from 'vitest'
import type { AppKit, CreateAppKitOptions } from '../appkit/createAppKit'
import type { onrampMessages } from '../views/OnRamp/onrampMessages'
import type { swapMessages } from '../views/Swap/swapMessages'
import type { en } from './en'
import type { HostMessages } from './hostMessages'

// Issue 35: a host overrides a Swap or Buy text through `messages` without a cast.
describe('the messages a host may give', () => {
  it('take the modal’s keys and the Swap and Buy views’ keys, and no other', () => {
    const messages: HostMessages = {
      'connect.title': 'Pick a wallet',
      'swap.from': 'You give',
      'onramp.amount': 'You spend',
    }
    // @ts-expect-error: no text of the modal has this key
    const unknown: HostMessages = { 'swap.nothing': 'x' }
    expectTypeOf<NonNullable<CreateAppKitOptions['messages']>>().toEqualTypeOf<HostMessages>()
    expectTypeOf<Parameters<AppKit['setMessages']>[0]>().toEqualTypeOf<HostMessages | undefined>()
    expectTypeOf<keyof HostMessages>().toEqualTypeOf<
      keyof typeof en | keyof typeof swapMessages | keyof typeof onrampMessages
    >()
    expect(Object.keys(messages)).toHaveLength(3)
    expect(unknown).toBeDefined()
  })
})
