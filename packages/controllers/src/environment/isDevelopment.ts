// Bundlers replace `process.env.NODE_ENV` with the build's mode; a page without a bundler has no
// `process` and counts as production. Module-scoped so no Node typings are needed.
declare const process: { env: { NODE_ENV?: string } } | undefined

/** True in a development (or test) build: where Latchkey explains itself on the console. */
export function isDevelopment(): boolean {
  return typeof process !== 'undefined' && process.env.NODE_ENV !== 'production'
}
