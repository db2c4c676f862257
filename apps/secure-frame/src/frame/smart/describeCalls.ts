import { formatEther, type Hex } from 'viem'

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
    ['From', `Smart account ${sender}${deployed ? '' : ' (deployed by this operation)'}`],
  ]
  calls.forEach((call, i) => {
    const label = calls.length > 1 ? `Call ${i + 1} ` : ''
    details.push(
      [`${label}To`, call.to],
      [`${label}Amount`, `${formatEther(call.value ?? 0n)} ETH`],
    )
    if (call.data && call.data !== '0x') details.push([`${label}Data`, call.data.slice(0, 2000)])
  })
  return { title, details }
}
