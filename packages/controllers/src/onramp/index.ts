// The `@latchkey/controllers/onramp` entry, loaded with the Buy views only: the on-ramp's free
// functions over a core's config (`import * as OnRamp`, then `OnRamp.initialize(ctx)`).
export { checkedCheckoutUrl } from './checkoutUrl'
export * from './OnRampController'
export { type AmountProblem, amountProblemOf, paymentLimit, toCents } from './onrampAmount'
