// The generated reference pages against the code, read here on their own (syntax and runtime
// exports, not the type checker the generator uses): every option, hook, component, web
// component and event has its anchored section, and every event its note.
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/apiReference'
import { EVENT_NOTES } from '../src/eventNotes'
import { OPTION_NOTES } from '../src/optionNotes'
import { builtPage } from './builtSite'

const idsOf = (page: string) =>
  new Set([...builtPage(page).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))

const parse = (path: string) =>
  ts.createSourceFile(
    path,
    readFileSync(`${REPO_ROOT}${path}`, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  )

/** Member names of an interface or type literal declared in a file, by syntax alone. */
function declaredMembers(path: string, name: string): string[] {
  const names: string[] = []
  parse(path).forEachChild(function visit(node) {
    if (
      (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
      node.name.text === name
    )
      node.forEachChild(function members(child) {
        if (ts.isPropertySignature(child) && child.name) names.push(child.name.getText())
        child.forEachChild(members)
      })
  })
  return names
}

/** Members of an interface that carry a JSDoc comment, by syntax alone. */
function documentedMembers(path: string, name: string): string[] {
  const names: string[] = []
  parse(path).forEachChild(function visit(node) {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name)
      for (const member of node.members)
        if (member.name && ts.getJSDocCommentsAndTags(member).some(ts.isJSDoc))
          names.push(member.name.getText())
  })
  return names
}

/** Names a module's `export { … }` and `export function` statements give, by syntax alone. */
function exportedNames(path: string): string[] {
  const names: string[] = []
  for (const statement of parse(path).statements) {
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements)
        if (!element.isTypeOnly) names.push(element.name.text)
  }
  return names
}

/** String literals of a union type alias. */
function unionLiterals(path: string, name: string): string[] {
  const out: string[] = []
  parse(path).forEachChild(function visit(node) {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === name)
      node.type.forEachChild(function literal(child) {
        if (ts.isLiteralTypeNode(child) && ts.isStringLiteral(child.literal))
          out.push(child.literal.text)
        child.forEachChild(literal)
      })
  })
  return out
}

describe('the options reference', () => {
  const ids = idsOf('reference/options.html')
  it('has a section for every createAppKit option, the core\u2019s and the modal\u2019s', () => {
    const options = [
      ...declaredMembers('packages/controllers/src/options/AppKitOptions.ts', 'AppKitOptions'),
      ...declaredMembers('packages/ui/src/appkit/createAppKit.tsx', 'CreateAppKitOptions'),
    ]
    expect(options).toContain('networks')
    expect(options).toContain('locale')
    expect(options.length).toBeGreaterThanOrEqual(40)
    for (const option of options) expect(ids, option).toContain(option)
  })

  it('words only options that exist, and only while their declaration has no JSDoc', () => {
    const options = [
      ...declaredMembers('packages/controllers/src/options/AppKitOptions.ts', 'AppKitOptions'),
      ...declaredMembers('packages/ui/src/appkit/createAppKit.tsx', 'CreateAppKitOptions'),
    ]
    const documented = [
      ...documentedMembers('packages/controllers/src/options/AppKitOptions.ts', 'AppKitOptions'),
      ...documentedMembers('packages/ui/src/appkit/createAppKit.tsx', 'CreateAppKitOptions'),
    ]
    expect(documented).toContain('networks')
    for (const name of Object.keys(OPTION_NOTES)) {
      expect(options, name).toContain(name)
      expect(documented, `${name} has JSDoc now: drop its note`).not.toContain(name)
    }
  })

  it('lists every feature switch with its SPEC §9 default', () => {
    const page = builtPage('reference/options.html')
    expect(page).toMatch(/<code>swaps<\/code>[^\n]*Default: <code>true<\/code>/)
    expect(page).toMatch(/<code>legalCheckbox<\/code>[^\n]*Default: <code>false<\/code>/)
    expect(page).toMatch(/<code>socials<\/code>/)
  })
})

describe('the hooks and components reference', () => {
  const react = exportedNames('packages/react/src/index.ts')
  it('has a section for every hook @latchkey/react exports', () => {
    const hooks = react.filter((name) => /^use[A-Z]/.test(name))
    expect(hooks).toContain('useAppKitAccount')
    const ids = idsOf('reference/hooks.html')
    for (const hook of hooks) expect(ids, hook).toContain(hook)
  })

  it('has a section for every component @latchkey/react exports and every web component', () => {
    const components = react.filter((name) => /^AppKit[A-Z]\w*$/.test(name))
    expect(components).toContain('AppKitButton')
    const ids = idsOf('reference/components.html')
    for (const component of components) expect(ids, component).toContain(component)
    const tags = [
      ...readFileSync(
        `${REPO_ROOT}packages/ui/src/webComponents/defineAppKitElements.ts`,
        'utf8',
      ).matchAll(/'(appkit-[a-z-]+)':/g),
    ].map((m) => m[1]!)
    expect(tags).toEqual(expect.arrayContaining(['appkit-button', 'appkit-network-button']))
    for (const tag of tags) expect(ids, tag).toContain(tag)
  })

  it('describes the instance createAppKit returns', () => {
    const ids = idsOf('reference/instance.html')
    for (const method of ['open', 'close', 'getAccount', 'subscribeAccount', 'setThemeMode'])
      expect(ids, method).toContain(method)
  })
})

describe('the events reference', () => {
  const events = [
    ...unionLiterals('packages/core/src/constants/analytics.ts', 'AnalyticsEventName'),
    ...unionLiterals('packages/controllers/src/controllers/EventsController.ts', 'AppKitEventName'),
  ]
  const analytics = [
    ...readFileSync(`${REPO_ROOT}packages/core/src/constants/analytics.ts`, 'utf8').matchAll(
      /^\s+'([A-Z_]+)',$/gm,
    ),
  ].map((m) => m[1]!)

  it('has a section for every event, analytics (SPEC §7) and local ones', () => {
    expect(analytics).toContain('MODAL_OPEN')
    expect(events).toContain('CONNECT_STARTED')
    const ids = idsOf('reference/events.html')
    for (const event of [...analytics, ...events]) expect(ids, event).toContain(event)
  })

  it('has a note for every event and none for an event that is gone', () => {
    expect(Object.keys(EVENT_NOTES).sort()).toEqual([...new Set([...analytics, ...events])].sort())
  })
})
