// Types of build.mjs, for tests/browser/wagmi.browser.test.ts.
export function buildWagmiApp(): Promise<string>
