// The reference pages' Markdown, from the API read out of the sources (apiReference.ts).
import { type Api, type Member, readApi } from './apiReference'
import { EVENT_NOTES } from './eventNotes'
import { OPTION_NOTES } from './optionNotes'

/** JSDoc as Markdown prose: code spans kept, angle brackets elsewhere as entities. */
export function prose(text: string): string {
  return text
    .split(/(`[^`]*`|\[[^\]]*\]\([^)]*\))/)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('')
}

/** Inline code that may hold backticks. */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``)

function memberSection(m: Member, level = '###', id = m.name): string[] {
  return [
    `${level} ${code(m.name)} {#${id}}`,
    '',
    `Type: ${code(m.type)}${m.optional ? ' · optional' : ''}`,
    '',
    ...(m.doc ? [prose(m.doc), ''] : []),
  ]
}

function memberList(members: Member[]): string[] {
  return members.map(
    (m) =>
      `- ${code(m.name)}${m.optional ? '?' : ''}: ${code(m.type)}${m.doc ? ` — ${prose(m.doc)}` : ''}`,
  )
}

const sourceNote = (paths: string[]) =>
  `Generated from ${[...new Set(paths)].map((p) => code(p)).join(', ')} when the site is built.`

const withNote = (m: Member): Member => (m.doc ? m : { ...m, doc: OPTION_NOTES[m.name] ?? '' })

function optionsPage(api: Api): string {
  const core = api.options.filter((m) => m.source.startsWith('packages/controllers/'))
  const modal = api.options.filter((m) => !core.includes(m))
  return [
    '# `createAppKit` options',
    '',
    'Everything `createAppKit()` from `@latchkey/ui` or `@latchkey/react` accepts, and the props',
    'of `<AppKitProvider>`. Only `networks` is required. ' +
      sourceNote(api.options.map((m) => m.source)),
    '',
    '::: v-pre',
    '',
    '## Options of the core',
    '',
    ...core.flatMap((m) => memberSection(withNote(m))),
    '## Options of the modal',
    '',
    ...modal.flatMap((m) => memberSection(withNote(m))),
    '## `features` {#features-keys}',
    '',
    'The switches and orders `features` takes; a switch left out keeps its default (SPEC §9).',
    '',
    ...memberList(api.features),
    '',
    ':::',
    '',
  ].join('\n')
}

function instancePage(api: Api): string {
  return [
    '# The AppKit instance',
    '',
    '`createAppKit()` returns it (a second call returns the same instance); React code reaches it',
    `through the hooks. ${sourceNote(['packages/ui/src/appkit/createAppKit.tsx'])}`,
    '',
    '::: v-pre',
    '',
    ...api.instance.flatMap((m) => memberSection({ ...m, optional: false }, '##')),
    ':::',
    '',
  ].join('\n')
}

function hooksPage(api: Api): string {
  return [
    '# React hooks',
    '',
    'From `@latchkey/react`. Hooks render on the server and during hydration as disconnected (or as',
    "`AppKitProvider`'s `initialState`), so server and client markup match. What a hook returns is",
    'an immutable snapshot: the same object until the value changes. ' +
      sourceNote(['packages/react/src/index.ts']),
    '',
    '::: v-pre',
    '',
    ...api.hooks.flatMap((h) => [
      `## ${code(h.name)} {#${h.name}}`,
      '',
      code(h.type),
      '',
      ...(h.doc ? [prose(h.doc), ''] : []),
      ...(h.returns.length ? ['Returns:', '', ...memberList(h.returns), ''] : []),
    ]),
    ':::',
    '',
  ].join('\n')
}

function componentsPage(api: Api): string {
  return [
    '# Components',
    '',
    'The page buttons come in two forms with the same behaviour: React components from',
    '`@latchkey/react`, and custom elements (`<appkit-button>` …) that `createAppKit()` defines in',
    'the browser for any page. Both draw in their own shadow root, so the page\u2019s CSS does not',
    'reach them; the [theme](../theming.md) does. ' +
      sourceNote([
        'packages/react/src/index.ts',
        'packages/ui/src/webComponents/defineAppKitElements.ts',
      ]),
    '',
    '::: v-pre',
    '',
    '## React components',
    '',
    ...api.components.flatMap((c) => [
      `### ${code(c.name)} {#${c.name.replace('.', '-')}}`,
      '',
      ...(c.doc ? [prose(c.doc), ''] : []),
      ...(c.props.length ? ['Props:', '', ...memberList(c.props), ''] : []),
    ]),
    '## Web components',
    '',
    ...api.elements.flatMap((e) => [
      `### ${code(`<${e.tag}>`)} {#${e.tag}}`,
      '',
      ...(e.attributes.length
        ? ['Attributes:', '', ...memberList(e.attributes), '']
        : ['No attributes of its own.', '']),
    ]),
    ':::',
    '',
  ].join('\n')
}

function eventsPage(api: Api): string {
  return [
    '# Events',
    '',
    'Listen with `appKit.subscribeEvents(listener)` or the `useAppKitEvents()` hook. Each event is',
    '`{ event, properties?, address?, timestamp, data: { type: "track", event, properties? } }`;',
    'the events marked *analytics* are also sent to your provider\u2019s analytics ingest when the',
    '`analytics` feature is on (SPEC §7); the others stay in the page. ' +
      sourceNote(['packages/controllers/src/controllers/EventsController.ts']),
    '',
    '::: v-pre',
    '',
    ...api.events.flatMap((e) => [
      `## ${code(e.name)} {#${e.name}}`,
      '',
      `${e.analytics ? '*analytics* · ' : '*local only* · '}${
        e.properties.length ? `properties: ${e.properties.map(code).join(', ')}` : 'no properties'
      }`,
      '',
      ...(EVENT_NOTES[e.name] ? [prose(EVENT_NOTES[e.name]!), ''] : []),
      ...(e.sentFrom.length ? [`Sent from ${e.sentFrom.map(code).join(', ')}.`, ''] : []),
    ]),
    ':::',
    '',
  ].join('\n')
}

export const REFERENCE_PAGES = {
  options: optionsPage,
  instance: instancePage,
  hooks: hooksPage,
  components: componentsPage,
  events: eventsPage,
} as const

/** The pages for VitePress's dynamic route `reference/[page].md`. */
export function referencePaths(): { params: { page: string }; content: string }[] {
  const api = readApi()
  return Object.entries(REFERENCE_PAGES).map(([page, render]) => ({
    params: { page },
    content: render(api),
  }))
}
