import type { OnRampMessageKey } from '../views/OnRamp/onrampMessages'
import type { SwapMessageKey } from '../views/Swap/swapMessages'
import type { MessageKey } from './en'

/**
 * The texts a host may replace (the `messages` option, setMessages): the modal's own, and those
 * of the Swap and Buy views, which load with their views (swapMessages, onrampMessages).
 */
export type HostMessages = Partial<Record<MessageKey | SwapMessageKey | OnRampMessageKey, string>>
