import { ERRORS, type NoticeCode } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { en, type MessageKey } from '../en'
import { EN_ALERTS, EN_ERRORS } from '../enCatalogue'
import type { LocaleTable } from '../LocaleTable'
import { placeholderNames, pluralBlocks } from '../plural'

// Every built-in table but English (each loads on demand with the modal).
const TAGS = [
  'de',
  'ar',
  'he',
  'fa',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ko',
  'es',
  'pt-BR',
  'fr',
  'it',
  'ru',
  'uk',
  'tr',
  'id',
  'vi',
  'th',
  'hi',
  'pl',
  'nl',
  'sv',
  'cs',
  'ro',
] as const

// The ui's notices read a UI text (createTranslator's NOTICE_KEYS): typed as a complete record
// so that a new NoticeCode fails typechecking here until its text is checked too.
const NOTICE_KEYS: Readonly<Record<NoticeCode, MessageKey>> = {
  ADDRESS_COPIED: 'account.addressCopied',
  EMAIL_UPDATED: 'updateEmail.done',
}

// Texts that are a brand, a placeholder or a sample address alone: the same in every language.
const BRAND_ONLY: readonly MessageKey[] = [
  'connect.walletConnect', // 'WalletConnect'
  'connect.walletCount', // '{count}+'
  'connect.emailPlaceholder', // 'you@example.com'
  'activity.transaction', // '{operation}'
  'account.nftAmount', // '× {amount}'
  'account.tab.NFTs', // 'NFTs': the field's word in every locale's wallets
]

// Words a locale's wallets write as English does (loanwords and cognates, MetaMask's and Trust
// Wallet's own tables use them too): each listed, so any other English left in a table fails.
const SAME_AS_ENGLISH: Readonly<Record<string, readonly MessageKey[]>> = {
  de: ['connect.walletGroup', 'register.label', 'send.token'],
  es: ['account.tab.Tokens', 'networks.testnet', 'send.token'],
  'pt-BR': ['account.tab.Tokens', 'send.token'],
  fr: ['common.notifications', 'register.suggestions', 'send.max'],
  it: ['account.title', 'send.token', 'send.max', 'settings.email'],
  nl: [
    'common.recent',
    'connect.walletGroup',
    'account.title',
    'account.tab.Tokens',
    'networks.testnet',
    'send.token',
    'send.max',
  ],
  sv: ['account.tab.Tokens', 'send.token', 'send.max'],
  pl: ['send.token'],
  cs: ['send.token'],
  ro: ['common.recent', 'send.token'],
  ru: [],
  uk: [],
  tr: ['send.token'],
  id: ['send.token', 'settings.email'],
  vi: ['send.token', 'settings.email'],
  'zh-Hans': [],
  'zh-Hant': [],
  ja: [],
  ko: [],
  th: [],
  hi: [],
  ar: [],
  he: [],
  fa: [],
}

const placeholders = placeholderNames

// Texts with a count: each locale words them per plural category (ICU `{n, plural, …}`).
// English's §8 text is the catalogue's, fixed; the locales' plurals of it are their own.
const PLURAL_TEXTS: readonly { key: string; param: string; errors?: true }[] = [
  { key: 'allWallets.results', param: 'count' },
  { key: 'TRY_AGAIN_AFTER_SECONDS', param: 'seconds', errors: true },
]

/** What a reader sees at most: each plural block as its longest branch. */
const shownLength = (text: string) => {
  let length = text.length
  for (const block of pluralBlocks(text))
    length -=
      block.end - block.start - Math.max(...Object.values(block.branches).map((b) => b.length))
  return length
}

const tables = await Promise.all(
  TAGS.map(async (tag) => {
    // German predates the others and lives beside English.
    const path = tag === 'de' ? '../de.ts' : `./${tag}.ts`
    const module: Record<string, LocaleTable> = await import(/* @vite-ignore */ path)
    return [tag, module] as const
  }),
)

describe.each(tables)('locale %s', (tag, module) => {
  const exported = Object.values(module)
  const table = exported[0] as LocaleTable
  const messages = table.messages as Record<string, string>
  const errors = (table.errors ?? {}) as Record<string, string>
  const alerts = table.alerts ?? {}
  const sameAllowed = new Set<string>([...BRAND_ONLY, ...(SAME_AS_ENGLISH[tag] ?? [])])

  it('exports one table', () => {
    expect(exported).toHaveLength(1)
  })

  it('has every message key of English and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
  })

  it('has every §8 code, every notice and every alert', () => {
    expect(Object.keys(errors).sort()).toEqual(Object.keys(ERRORS).sort())
    for (const key of Object.values(NOTICE_KEYS)) expect(messages[key]).toBeTruthy()
    expect(Object.keys(alerts).sort()).toEqual(Object.keys(EN_ALERTS).sort())
  })

  it('keeps the placeholders of every English text', () => {
    const wrong = [
      ...Object.entries(en).filter(
        ([key, english]) =>
          placeholders(messages[key] ?? '').join() !== placeholders(english).join(),
      ),
      ...Object.entries(EN_ERRORS).filter(
        ([code, english]) =>
          placeholders(errors[code] ?? '').join() !== placeholders(english).join(),
      ),
    ].map(([key]) => key)
    expect(wrong).toEqual([])
  })

  it('translates every text: none empty, none English but brand names', () => {
    const english: Record<string, string> = en
    const englishErrors: Record<string, string> = EN_ERRORS
    const ownAlerts = alerts as Record<string, { title: string; text: string }>
    const empty = [
      ...Object.entries(messages).filter(([, text]) => !text.trim()),
      ...Object.entries(errors).filter(([, text]) => !text.trim()),
      ...Object.keys(EN_ALERTS)
        .filter((code) => !ownAlerts[code]?.title.trim() || !ownAlerts[code]?.text.trim())
        .map((code) => [code]),
    ].map(([key]) => key)
    const untranslated = [
      ...Object.entries(messages).filter(
        ([key, text]) => !sameAllowed.has(key) && text === english[key],
      ),
      ...Object.entries(errors).filter(([code, text]) => text === englishErrors[code]),
      ...Object.entries(EN_ALERTS)
        .filter(([code, alert]) => ownAlerts[code]?.text === alert.text)
        .map(([code]) => [code]),
    ].map(([key]) => key)
    expect({ empty, untranslated }).toEqual({ empty: [], untranslated: [] })
  })

  it('words every count in each plural category of the language (Intl.PluralRules)', () => {
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories
    expect(categories).toContain('other')
    for (const { key, param, errors: isError } of PLURAL_TEXTS) {
      const text = (isError ? errors : messages)[key] ?? ''
      const blocks = pluralBlocks(text)
      expect(
        blocks.map((block) => block.name),
        key,
      ).toEqual([param])
      const selectors = Object.keys(blocks[0]?.branches ?? {}).filter((s) => !s.startsWith('='))
      expect(selectors.sort(), key).toEqual([...categories].sort())
    }
  })

  it('keeps every text short enough for the 360 px modal', () => {
    const english: Record<string, string> = en
    const long = Object.entries(messages)
      .filter(
        ([key, text]) => shownLength(text) > Math.max(2 * shownLength(english[key] ?? ''), 32),
      )
      .map(([key]) => key)
    expect(long).toEqual([])
  })
})

it('Intl knows every tag (plurals, numbers and dates will format in it)', () => {
  for (const tag of TAGS) expect(Intl.PluralRules.supportedLocalesOf([tag])).toEqual([tag])
})
