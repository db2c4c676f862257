export interface ServedDir {
  url: string
  port: number
  close(): Promise<void>
}
export function serveDir(
  dir: string,
  options?: { port?: number; headers?: Record<string, string>; json?: Record<string, unknown> },
): Promise<ServedDir>
