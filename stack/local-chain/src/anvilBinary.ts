import { accessSync, constants, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'

/** Raised when no anvil executable can be found for this machine. */
export class AnvilNotFoundError extends Error {
  override name = 'AnvilNotFoundError'
}

/** Environment variable that points at an anvil executable, overriding every other lookup. */
export const ANVIL_PATH_ENV = 'LATCHKEY_ANVIL_PATH'

const archNames: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The npm package that ships anvil for this OS and CPU, e.g. `@foundry-rs/anvil-linux-amd64`. */
export function anvilPlatformPackage(
  platform: string = process.platform,
  arch: string = process.arch,
): string | undefined {
  const cpu = archNames[arch]
  if (!cpu || !['linux', 'darwin', 'win32'].includes(platform)) return undefined
  if (platform === 'win32' && cpu !== 'amd64') return undefined
  return `@foundry-rs/anvil-${platform}-${cpu}`
}

function fromPlatformPackage(binaryName: string, tried: string[]): string | undefined {
  const platformPackage = anvilPlatformPackage()
  if (!platformPackage) {
    tried.push(`no anvil build exists for ${process.platform}/${process.arch}`)
    return undefined
  }
  let wrapperJson: string
  try {
    wrapperJson = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json')
  } catch {
    tried.push('@foundry-rs/anvil is not installed')
    return undefined
  }
  // The platform package is an optional dependency of the wrapper, so resolve it from there.
  try {
    const pkgJson = createRequire(wrapperJson).resolve(`${platformPackage}/package.json`)
    const candidate = join(dirname(pkgJson), 'bin', binaryName)
    if (isExecutable(candidate)) return candidate
    tried.push(`${candidate} is missing or not executable`)
  } catch {
    tried.push(`${platformPackage} (optional dependency of @foundry-rs/anvil) is not installed`)
  }
  // Where the wrapper's own postinstall would have put a downloaded binary.
  const downloaded = join(dirname(wrapperJson), '..', 'dist', binaryName)
  if (isExecutable(downloaded)) return downloaded
  return undefined
}

function fromPath(binaryName: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue
    const candidate = join(dir, binaryName)
    if (existsSync(candidate) && isExecutable(candidate)) return candidate
  }
  return undefined
}

/**
 * Finds the anvil executable: $LATCHKEY_ANVIL_PATH, then the binary shipped by
 * `@foundry-rs/anvil`'s platform package, then `anvil` on PATH.
 */
export function resolveAnvilBinary(): string {
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const override = process.env[ANVIL_PATH_ENV]
  if (override) {
    if (isExecutable(override)) return override
    throw new AnvilNotFoundError(`${ANVIL_PATH_ENV}=${override} is not an executable file.`)
  }
  const tried: string[] = []
  const found = fromPlatformPackage(binaryName, tried) ?? fromPath(binaryName)
  if (found) return found
  throw new AnvilNotFoundError(
    `Cannot find the anvil binary (${tried.join('; ')}; not on PATH either). ` +
      `Run \`pnpm install\` so @foundry-rs/anvil brings its platform package, ` +
      `or set ${ANVIL_PATH_ENV} to an anvil executable.`,
  )
}
