import { describe, expect, it } from 'vitest'
import { changedLines } from './changedLines'

describe('changedLines counts as a reviewer does', () => {
  it.each([
    ['nothing changed', 'a\nb\nc', 'a\nb\nc', 0],
    ['one line edited', 'a\nb\nc', 'a\nB\nc', 1],
    ['one line added', 'a\nc', 'a\nb\nc', 1],
    ['one line removed', 'a\nb\nc', 'a\nc', 1],
    ['two edited, one removed, in one run', 'a\nb\nc\nd', 'a\nB\nC', 3],
    ['two separate edits', 'a\nb\nc\nd\ne', 'A\nb\nc\nd\nE', 2],
  ])('%s', (_, before, after, count) => {
    expect(changedLines(before, after)).toBe(count)
  })
})
