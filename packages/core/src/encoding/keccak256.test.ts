import { describe, expect, it } from 'vitest'
import { keccak256 } from './keccak256'

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const text = (s: string) => new TextEncoder().encode(s)

describe('keccak256', () => {
  it('gives the published Keccak-256 digests (Ethereum padding, not SHA3-256)', () => {
    expect(hex(keccak256(text('')))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    )
    expect(hex(keccak256(text('abc')))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    )
    expect(hex(keccak256(text('The quick brown fox jumps over the lazy dog')))).toBe(
      '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15',
    )
  })

  it('pads a full block into a second one, and absorbs several blocks', () => {
    expect(hex(keccak256(text('a'.repeat(136))))).toBe(
      'a6c4d403279fe3e0af03729caada8374b5ca54d8065329a3ebcaeb4b60aa386e',
    )
    expect(hex(keccak256(text('a'.repeat(300))))).toBe(
      '5b7e0e47a96f32a88b4f14ca177982790807c40e1a105742ba0fc1babe1ef826',
    )
  })
})
