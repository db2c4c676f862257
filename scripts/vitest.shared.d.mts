/** Tests run against sources: each @latchkey/* import resolves to its package's src/index.ts. */
export declare const sourceAliases: Record<string, string>
