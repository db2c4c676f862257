import { Node, Project, type SourceFile, SyntaxKind } from 'ts-morph'
import { ADAPTER_FACTORIES, IMPORT_MAP, isFieldSpecifier } from './mappings'
import { renameThemeVariables } from './themeVariables'

export interface TransformResult {
  text: string
  changed: boolean
  /** What the codemod could not move, one line each, for the person finishing the move. */
  warnings: string[]
}

const STYLE_FILE = /\.(css|scss|sass|less)$/

/** Rewrites one file of an AppKit app: imports, adapter construction, theme variables. */
export function transformSource(text: string, fileName: string): TransformResult {
  if (STYLE_FILE.test(fileName)) {
    const { text: renamed, unmapped } = renameThemeVariables(text)
    return { text: renamed, changed: renamed !== text, warnings: unmappedWarnings(unmapped) }
  }
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: true } })
  const file = project.createSourceFile(fileName, text)
  const warnings = [...rewriteImports(file), ...rewriteThemeStrings(file)]
  const output = file.getFullText()
  return { text: output, changed: output !== text, warnings }
}

function rewriteImports(file: SourceFile): string[] {
  const warnings: string[] = []
  const factories = new Map<string, string>()
  for (const declaration of file.getImportDeclarations()) {
    const specifier = declaration.getModuleSpecifierValue()
    if (!isFieldSpecifier(specifier)) continue
    const ours = IMPORT_MAP[specifier]
    if (!ours) {
      warnings.push(`${specifier}: no Latchkey counterpart; left as it is`)
      continue
    }
    declaration.setModuleSpecifier(ours)
    for (const named of declaration.getNamedImports()) {
      const factory = ADAPTER_FACTORIES[named.getName()]
      if (!factory) continue
      const local = named.getAliasNode()?.getText() ?? named.getName()
      named.setName(factory)
      // An alias keeps its local name; otherwise the factory's name is the local one.
      factories.set(local, named.getAliasNode() ? local : factory)
    }
  }
  for (const [local, factory] of factories) rewriteConstruction(file, local, factory)
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
