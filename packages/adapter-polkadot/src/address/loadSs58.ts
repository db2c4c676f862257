/** The SS58 helpers, fetched on first use so nothing of util-crypto loads at start-up. */
export function loadSs58(): Promise<typeof import('./ss58')> {
  return import('./ss58')
}
