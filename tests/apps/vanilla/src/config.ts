/** What the browser test serves at /app.config.json: the local chain and its development keys. */
export interface AppConfig {
  chains: { chainId: number; name: string; rpcUrl: string }[]
  devWallet: { privateKeys: `0x${string}`[] }
}

export async function loadConfig(): Promise<AppConfig> {
  const response = await fetch('/app.config.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`No app config (${response.status})`)
  return (await response.json()) as AppConfig
}

/** Text of the element with `data-testid={id}`, created on first use inside `#app`. */
export function show(id: string, text: string): void {
  let element = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
  if (!element) {
    const row = document.createElement('p')
    row.append(`${id}: `)
    element = document.createElement('output')
    element.dataset.testid = id
    row.append(element)
    document.getElementById('app')?.append(row)
  }
  element.textContent = text
}
