import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { AlertState, SnackState } from '@latchkey/controllers'
import type { Message } from '@latchkey/core'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { findRenderedMessages } from './stateMessages'

const root = new URL('..', import.meta.url).pathname

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : []
  })
}

const read = (dir: string) =>
  sourceFiles(join(root, dir)).map((path) => ({
    path: path.slice(root.length),
    text: readFileSync(path, 'utf8'),
  }))

describe('state carries codes and parameters, never English (issue 34)', () => {
  it('no controllers code renders a catalogue text or toasts a string', () => {
    expect(findRenderedMessages(read('packages/controllers/src'))).toEqual([])
  })

  it('the ui puts codes in state too: only its translator renders them', () => {
    const views = read('packages/ui/src').filter((file) => !file.path.includes('/i18n/'))
    expect(findRenderedMessages(views)).toEqual([])
  })

  it('the toast and the alert in state cannot hold a text of ours', () => {
    expectTypeOf<string>().not.toMatchTypeOf<NonNullable<SnackState['message']>>()
    expectTypeOf<NonNullable<SnackState['message']>>().toEqualTypeOf<Message>()
    expectTypeOf<keyof NonNullable<AlertState['alert']>>().toEqualTypeOf<'code'>()
  })

  it('reports a rendered catalogue text and a toasted string, so the rule can fail', () => {
    const text = [
      "ctx.snack.showError(errorMessage('FAILED_TO_DISCONNECT'))",
      "state.error = errorMessageOf('HTTP_STATUS_CODE', { status })",
      "ctx.snack.showSuccess('Saved')",
      'ctx.snack.showLoading(`Wait`)',
      "ctx.snack.showError({ code: 'FAILED_TO_DISCONNECT' })",
      "// errorMessage('X') in a comment is fine",
      'ctx.snack.showError(messageOfError(error))',
    ].join('\n')
    expect(findRenderedMessages([{ path: 'x.ts', text }])).toEqual([
      "x.ts:1: ctx.snack.showError(errorMessage('FAILED_TO_DISCONNECT'))",
      "x.ts:2: state.error = errorMessageOf('HTTP_STATUS_CODE', { status })",
      "x.ts:3: ctx.snack.showSuccess('Saved')",
      'x.ts:4: ctx.snack.showLoading(`Wait`)',
    ])
  })
})
