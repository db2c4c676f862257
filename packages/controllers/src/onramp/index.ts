// The `@latchkey/controllers/onramp` entry: the on-ramp controller, loaded with the Buy views only.
export { checkedCheckoutUrl } from './checkoutUrl'
export {
  createOnRampController,
  type OnRampContext,
  type OnRampController,
  type OnRampState,
  onRampControllerOf,
} from './OnRampController'
export { type AmountProblem, amountProblem, paymentLimit, toCents } from './onrampAmount'
