import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidName, lowerCaseName } from './name'

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const LDH = `${LETTERS}0123456789-`
// Look-alikes and characters that Unicode case mapping or folding turns into ASCII letters.
const TRICKY = [
  '\u212A', // KELVIN SIGN, lower-cases to "k"
  '\u212B', // ANGSTROM SIGN, lower-cases to "å"
  '\u017F', // LATIN SMALL LETTER LONG S, folds to "s"
  '\u0130', // LATIN CAPITAL LETTER I WITH DOT ABOVE, lower-cases to "i̇"
  '\u0131', // LATIN SMALL LETTER DOTLESS I, upper-cases to "I"
  '\u0430', // CYRILLIC SMALL LETTER A
  '\uFF41', // FULLWIDTH LATIN SMALL LETTER A
  '\u0661', // ARABIC-INDIC DIGIT ONE
  '\u2010', // HYPHEN
  '\u00AD', // SOFT HYPHEN
  '_',
  '.',
  ' ',
  '\n',
]

/** The rule written out part by part, as SPEC §5 and RFC 5890 §2.3.1 state it. */
function oracle(name: string): boolean {
  const ldh = [...name].every((c) => LDH.includes(c))
  const edges = !name.startsWith('-') && !name.endsWith('-')
  const reserved = name.slice(2, 4) === '--'
  return ldh && name.length >= 4 && name.length <= 63 && edges && !reserved
}

describe('isValidName (SPEC §5, DNS labels)', () => {
  it('takes the SPEC literal: at least 4 characters, only letters, digits and hyphen', () => {
    for (const name of ['abcd', 'ABCD', 'a1b2', '1234', 'a-bc', 'ab-c', 'a-b-c', 'alice-wonder'])
      expect(isValidName(name), name).toBe(true)
    for (const name of ['', 'a', 'abc', 'ab_c', 'abcd.eth', 'ab cd', 'abçd', 'ab+cd'])
      expect(isValidName(name), name).toBe(false)
  })

  it('refuses punycode and every other R-LDH label ("--" in positions 3 and 4)', () => {
    for (const name of ['xn--pypal-4ve', 'XN--PYPAL-4VE', 'ab--cd', 'a1--b', 'zz--', '12--34'])
      expect(isValidName(name), name).toBe(false)
    // "--" elsewhere is an ordinary LDH label.
    for (const name of ['abc--d', 'a-b--c', 'abcd--e1']) expect(isValidName(name), name).toBe(true)
  })

  it('refuses hyphens at either end and labels of hyphens only', () => {
    for (const name of ['----', '-----------', '-abc', 'abc-', '-ab-', '-abcd-'])
      expect(isValidName(name), name).toBe(false)
  })

  it('takes 63 characters at most (one DNS label)', () => {
    expect(isValidName('a'.repeat(63))).toBe(true)
    expect(isValidName('a'.repeat(64))).toBe(false)
    expect(isValidName(`abcd${'-'.repeat(57)}yz`)).toBe(true)
    expect(isValidName(`a${'-'.repeat(61)}b`)).toBe(false)
  })

  it('refuses characters that case mapping turns into ASCII letters', () => {
    expect(isValidName('\u212Aelvin')).toBe(false)
    expect(isValidName('\u212Aelvin'.toLowerCase())).toBe(true)
    expect(isValidName('\u017Fome')).toBe(false)
    expect(isValidName('\u0130stanbul')).toBe(false)
    expect(isValidName('p\u0430ypal')).toBe(false)
  })

  it('agrees with the rule written out, for LDH strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...LDH, '-', '-'), maxLength: 70 }), (name) => {
        expect(isValidName(name)).toBe(oracle(name))
      }),
      { numRuns: 2000 },
    )
  })

  it('agrees with the rule written out, for strings with look-alikes and any character', () => {
    const unit = fc.oneof(fc.constantFrom(...LDH), fc.constantFrom(...TRICKY), fc.string())
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 20 }), (parts) => {
        const name = parts.join('')
        expect(isValidName(name)).toBe(oracle(name))
      }),
      { numRuns: 2000 },
    )
  })

  it('answers false for what is not a string', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        if (typeof value !== 'string') expect(isValidName(value)).toBe(false)
      }),
    )
  })
})

describe('lowerCaseName', () => {
  it('lower-cases ASCII letters only', () => {
    expect(lowerCaseName('Alice-Wonder')).toBe('alice-wonder')
    expect(lowerCaseName('\u212Aelvin')).toBe('\u212Aelvin')
    expect(lowerCaseName('\u0130X')).toBe('\u0130x')
  })

  it('keeps a valid name valid, as long, and changes only the case of its letters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...LDH), minLength: 4, maxLength: 63 }),
        (name) => {
          fc.pre(isValidName(name))
          const lower = lowerCaseName(name)
          expect(isValidName(lower)).toBe(true)
          expect(lower).toHaveLength(name.length)
          expect(lower).toBe(name.toLowerCase())
          expect(lowerCaseName(lower)).toBe(lower)
        },
      ),
    )
  })

  it('never turns a refused name into a valid one', () => {
    const unit = fc.oneof(fc.constantFrom(...LDH), fc.constantFrom(...TRICKY))
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 70 }), (parts) => {
        const name = parts.join('')
        if (!isValidName(name)) expect(isValidName(lowerCaseName(name))).toBe(false)
      }),
    )
  })
})
