/** Where the provider reports what happened; one JSON line per entry by default. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

const line = (level: string, message: string, fields?: Record<string, unknown>) =>
  JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })

export const consoleLogger: Logger = {
  info: (m, f) => console.log(line('info', m, f)),
  warn: (m, f) => console.warn(line('warn', m, f)),
  error: (m, f) => console.error(line('error', m, f)),
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }

/** An error's message and stack for the log, never for the client. */
export const describeError = (error: unknown) =>
  error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) }
