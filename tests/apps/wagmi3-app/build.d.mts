// Types of build.mjs, for tests/browser/wagmiAppSupport.ts.
export function buildWagmi3App(): Promise<{ outDir: string; wagmi: string[] }>
