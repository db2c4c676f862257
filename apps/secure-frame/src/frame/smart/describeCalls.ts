import { formatEther, type Hex } from 'viem'
import { type FrameTextKey, formatNumber, ft } from '../i18n/frameText'

export interface SmartCall {
  to: Hex
  value?: bigint | undefined
  data?: Hex | undefined
}

/** What the frame's approval shows for a smart-account request: the account, then every call. */
export function describeCalls(
  title: string,
  sender: string,
  deployed: boolean,
  calls: SmartCall[],
): { title: string; details: [string, string][] } {
  const details: [string, string][] = [
    [
      ft('detail.from'),
      ft(deployed ? 'detail.smartAccount' : 'detail.smartAccountNew', { address: sender }),
    ],
  ]
  calls.forEach((call, i) => {
    // With several calls, each detail names its call: "To (call 2)".
    const term = (detail: FrameTextKey) =>
      calls.length > 1 ? ft('detail.ofCall', { detail: ft(detail), index: i + 1 }) : ft(detail)
    details.push(
      [term('detail.to'), call.to],
      [term('detail.amount'), `${formatNumber(formatEther(call.value ?? 0n))} ETH`],
    )
    if (call.data && call.data !== '0x')
      details.push([term('detail.data'), call.data.slice(0, 2000)])
  })
  return { title, details }
}
