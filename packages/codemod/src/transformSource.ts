import {
  type CallExpression,
  type ImportDeclaration,
  Node,
  type ObjectLiteralExpression,
  Project,
  type SourceFile,
  SyntaxKind,
} from 'ts-morph'
import { renameElements, unmappedElementWarnings } from './elements'
import {
  ADAPTER_FACTORIES,
  FIELD_METHOD_NOTES,
  IMPORT_MAP,
  isFieldSpecifier,
  RENAMED_EXPORTS,
} from './mappings'
import { OUR_EXPORTS, OUR_FEATURES, OUR_OPTIONS } from './ourExports.gen'
import { renameThemeVariables } from './themeVariables'

export interface TransformResult {
  text: string
  changed: boolean
  /** What the codemod could not move, one line each, for the person finishing the move. */
  warnings: string[]
}

const STYLE_FILE = /\.(css|scss|sass|less)$/
const MARKUP_FILE = /\.(html?|vue|svelte)$/
const OPTIONS = new Set(OUR_OPTIONS)
const FEATURES = new Set(OUR_FEATURES)

/**
 * Rewrites one file of an AppKit app: imports (and the names each brings), adapter construction,
 * createAppKit's options, page elements and theme variables; every thing it cannot move is named
 * in `warnings`, never dropped silently.
 */
export function transformSource(text: string, fileName: string): TransformResult {
  if (STYLE_FILE.test(fileName)) {
    const { text: renamed, unmapped } = renameThemeVariables(text)
    return { text: renamed, changed: renamed !== text, warnings: unmappedWarnings(unmapped) }
  }
  if (MARKUP_FILE.test(fileName)) {
    const elements = renameElements(text)
    const theme = renameThemeVariables(elements.text)
    return {
      text: theme.text,
      changed: theme.text !== text,
      warnings: [
        ...unmappedElementWarnings(elements.unmapped),
        ...unmappedWarnings(theme.unmapped),
      ],
    }
  }
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: true } })
  const file = project.createSourceFile(fileName, text)
  const createAppKitNames = fieldCreateAppKitNames(file)
  const warnings = [
    ...rewriteOptions(file, createAppKitNames),
    ...methodNotes(file, createAppKitNames),
    ...rewriteImports(file),
    ...rewriteThemeStrings(file),
  ]
  const elements = renameElements(file.getFullText())
  warnings.push(...unmappedElementWarnings(elements.unmapped))
  return { text: elements.text, changed: elements.text !== text, warnings }
}

/** The local names `createAppKit` of the field's packages goes by in this file. */
function fieldCreateAppKitNames(file: SourceFile): Set<string> {
  const names = new Set<string>()
  for (const declaration of file.getImportDeclarations()) {
    if (!isFieldSpecifier(declaration.getModuleSpecifierValue())) continue
    for (const named of declaration.getNamedImports())
      if (named.getName() === 'createAppKit')
        names.add(named.getAliasNode()?.getText() ?? 'createAppKit')
  }
  return names
}

function createAppKitCalls(file: SourceFile, names: Set<string>): CallExpression[] {
  return file
    .getDescendantsOfKind(SyntaxKind.CallExpression)
    .filter((call) => names.has(call.getExpression().getText()))
}

/** Options (and features) ours has no counterpart for are taken out, each named. */
function rewriteOptions(file: SourceFile, names: Set<string>): string[] {
  const warnings: string[] = []
  const ranges: [number, number][] = []
  for (const call of createAppKitCalls(file, names)) {
    const options = call.getArguments()[0]
    if (!options || !Node.isObjectLiteralExpression(options)) continue
    warnings.push(...unknownProperties(options, OPTIONS, 'option', ranges))
    const features = options.getProperty('features')
    const initializer = Node.isPropertyAssignment(features) ? features.getInitializer() : undefined
    if (initializer && Node.isObjectLiteralExpression(initializer))
      warnings.push(...unknownProperties(initializer, FEATURES, 'feature', ranges))
  }
  // Last first, so that each range still points at its text.
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) file.removeText(start, end)
  return warnings
}

function unknownProperties(
  object: ObjectLiteralExpression,
  known: Set<string>,
  kind: string,
  ranges: [number, number][],
): string[] {
  const warnings: string[] = []
  for (const property of object.getProperties()) {
    if (!Node.isPropertyAssignment(property) && !Node.isShorthandPropertyAssignment(property))
      continue
    const name = property.getName().replace(/^['"]|['"]$/g, '')
    if (known.has(name)) continue
    warnings.push(
      `${kind} ${name}: no Latchkey counterpart; removed (it was \`${property.getText()}\`)`,
    )
    ranges.push(propertyRange(object.getSourceFile().getFullText(), property))
  }
  return warnings
}

/**
 * The text a property takes with its comma: its whole line(s) when it stands alone on them (the
 * others keep their commas and layout), else itself and the comma beside it.
 */
function propertyRange(text: string, property: Node): [number, number] {
  const start = property.getStart()
  let end = property.getEnd()
  const comma = /^\s*,/.exec(text.slice(end))
  if (comma) end += comma[0].length
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const lineEnd = text.indexOf('\n', end)
  if (text.slice(lineStart, start).trim() === '' && text.slice(end, lineEnd).trim() === '')
    return [lineStart, lineEnd + 1]
  if (comma) return [start, end + (/^ */.exec(text.slice(end))?.[0].length ?? 0)]
  const before = /,\s*$/.exec(text.slice(0, start))
  return [before ? start - before[0].length : start, end]
}

/** Calls of the field's instance methods ours lacks or shapes differently, each with its note. */
function methodNotes(file: SourceFile, names: Set<string>): string[] {
  const instances = new Set<string>()
  for (const call of createAppKitCalls(file, names)) {
    const declaration = call.getParentIfKind(SyntaxKind.VariableDeclaration)
    if (declaration) instances.add(declaration.getName())
  }
  const notes = new Set<string>()
  for (const access of file.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
    if (!instances.has(access.getExpression().getText())) continue
    const note = FIELD_METHOD_NOTES[access.getName()]
    if (note) notes.add(`${access.getText()}: ${note} (see MIGRATING.md)`)
  }
  return [...notes]
}

function rewriteImports(file: SourceFile): string[] {
  const warnings: string[] = []
  const factories = new Map<string, string>()
  const insertions: [ImportDeclaration, string][] = []
  for (const declaration of file.getImportDeclarations()) {
    const specifier = declaration.getModuleSpecifierValue()
    if (!isFieldSpecifier(specifier)) continue
    const ours = IMPORT_MAP[specifier]
    if (!ours) {
      warnings.push(`${specifier}: no Latchkey counterpart; left as it is`)
      continue
    }
    warnings.push(...moveNamedImports(declaration, specifier, ours, factories, insertions))
  }
  // Inserting text forgets every node: all positions first, then the last one first.
  const at = insertions.map(([declaration, text]) => [declaration.getEnd(), text] as const)
  for (const [position, text] of at.sort((a, b) => b[0] - a[0])) file.insertText(position, text)
  for (const [local, factory] of factories) rewriteConstruction(file, local, factory)
  return warnings
}

/**
 * Moves the declaration to our package with every name ours exports (renamed ones keep their
 * local name); the names ours lacks stay imported from the field's package, each named.
 */
function moveNamedImports(
  declaration: ImportDeclaration,
  specifier: string,
  ours: string,
  factories: Map<string, string>,
  insertions: [ImportDeclaration, string][],
): string[] {
  const exported = new Set(OUR_EXPORTS[ours] ?? [])
  const renames = RENAMED_EXPORTS[ours] ?? {}
  const staying = declaration.getNamedImports().filter((named) => {
    const name = named.getName()
    const target = ADAPTER_FACTORIES[name] ?? renames[name] ?? name
    return !exported.has(target)
  })
  const warnings = staying.map(
    (named) =>
      `${named.getName()} from ${specifier}: no Latchkey counterpart; still imported from ${specifier}`,
  )
  const moving = declaration.getNamedImports().length - staying.length
  const whole = declaration.getDefaultImport() || declaration.getNamespaceImport()
  if (staying.length > 0 && moving === 0 && !whole) return warnings
  // The names that stay get an import of their own below, in the file's own quotes.
  const keptImport = staying.length
    ? `\nimport ${declaration.isTypeOnly() ? 'type ' : ''}{ ${staying.map((n) => n.getText()).join(', ')} } from ${declaration.getModuleSpecifier().getText()}`
    : ''
  for (const named of staying) named.remove()
  declaration.setModuleSpecifier(ours)
  for (const named of declaration.getNamedImports()) {
    const name = named.getName()
    const factory = ADAPTER_FACTORIES[name]
    if (factory) {
      const local = named.getAliasNode()?.getText() ?? name
      named.setName(factory)
      // An alias keeps its local name; otherwise the factory's name is the local one.
      factories.set(local, named.getAliasNode() ? local : factory)
    } else if (renames[name]) {
      if (!named.getAliasNode()) named.setAlias(name)
      named.setName(renames[name])
    }
  }
  if (keptImport) insertions.push([declaration, keptImport])
  return warnings
}

/** `new EthersAdapter(options)` becomes `evmAdapter(options)`; other uses take the new name. */
function rewriteConstruction(file: SourceFile, local: string, factory: string) {
  const constructions = file
    .getDescendantsOfKind(SyntaxKind.NewExpression)
    .filter((expression) => expression.getExpression().getText() === local)
  // Innermost last, so that replacing an outer expression never detaches one still to visit.
  for (const expression of constructions.reverse()) {
    const args = expression.getArguments().map((argument) => argument.getText())
    expression.replaceWithText(`${factory}(${args.join(', ')})`)
  }
  if (factory === local) return
  for (const identifier of file.getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (identifier.wasForgotten() || identifier.getText() !== local) continue
    if (Node.isImportSpecifier(identifier.getParent())) continue
    identifier.replaceWithText(factory)
  }
}

function rewriteThemeStrings(file: SourceFile): string[] {
  const unmapped = new Set<string>()
  const literals = [
    ...file.getDescendantsOfKind(SyntaxKind.StringLiteral),
    ...file.getDescendantsOfKind(SyntaxKind.NoSubstitutionTemplateLiteral),
  ]
  for (const literal of literals) {
    const text = literal.getText()
    if (!text.includes('--w3m-')) continue
    const renamed = renameThemeVariables(text)
    for (const name of renamed.unmapped) unmapped.add(name)
    if (renamed.text !== text) literal.replaceWithText(renamed.text)
  }
  return unmappedWarnings([...unmapped])
}

function unmappedWarnings(names: string[]): string[] {
  return names.map(
    (name) => `${name}: no Latchkey theme variable; left as it is (see MIGRATING.md)`,
  )
}
