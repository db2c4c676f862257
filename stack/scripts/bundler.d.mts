export interface StackAccountAbstraction {
  bundlerUrl: string
  entryPoint: `0x${string}`
  accountFactory: `0x${string}`
}

export function startAlto(options: {
  rpcUrl: string
  entryPoint: string
  log?: (line: string) => void
}): Promise<{ url: string; stop(): Promise<void> }>

export function startBundlerForStack(options: {
  chain: { rpcUrl: string; chainId: number }
  stops: (() => Promise<void>)[]
  log: (line: string) => void
}): Promise<StackAccountAbstraction | undefined>
