import { afterEach, describe, expect, it } from 'vitest'
import { anvilPlatformPackage } from '../src/anvilBinary'
import {
  ANVIL_PATH_ENV,
  AnvilNotFoundError,
  resolveAnvilBinary,
  startLocalChain,
} from '../src/index'

describe('startLocalChain() options', () => {
  it.each([
    [{ host: '0.0.0.0' as '127.0.0.1' }, /host must be '127.0.0.1'/],
    [{ port: -1 }, /port must be an integer/],
    [{ port: 70000 }, /port must be an integer/],
    [{ chainId: 0 }, /chainId must be a positive integer/],
    [{ chainId: 1.5 }, /chainId must be a positive integer/],
    [{ blockTime: 0 }, /blockTime must be a positive number/],
    [{ mnemonic: 'too short' }, /mnemonic must be a BIP-39 phrase/],
  ])('rejects %o before starting anything', async (options, message) => {
    await expect(startLocalChain(options)).rejects.toThrow(message)
  })
})

describe('resolveAnvilBinary()', () => {
  const saved = process.env[ANVIL_PATH_ENV]
  afterEach(() => {
    if (saved === undefined) delete process.env[ANVIL_PATH_ENV]
    else process.env[ANVIL_PATH_ENV] = saved
  })

  it('finds the binary shipped by the platform package', () => {
    delete process.env[ANVIL_PATH_ENV]
    const path = resolveAnvilBinary()
    expect(path).toContain(anvilPlatformPackage()!.replace('@foundry-rs/', ''))
    expect(path).toMatch(/anvil(\.exe)?$/)
  })

  it('honours the override and says clearly when it is wrong', () => {
    process.env[ANVIL_PATH_ENV] = '/nonexistent/anvil'
    expect(() => resolveAnvilBinary()).toThrow(AnvilNotFoundError)
    expect(() => resolveAnvilBinary()).toThrow(`${ANVIL_PATH_ENV}=/nonexistent/anvil`)
  })

  it('maps platforms to the foundry package names', () => {
    expect(anvilPlatformPackage('linux', 'x64')).toBe('@foundry-rs/anvil-linux-amd64')
    expect(anvilPlatformPackage('darwin', 'arm64')).toBe('@foundry-rs/anvil-darwin-arm64')
    expect(anvilPlatformPackage('win32', 'arm64')).toBeUndefined()
    expect(anvilPlatformPackage('freebsd', 'x64')).toBeUndefined()
  })
})
