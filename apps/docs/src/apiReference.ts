// The API reference pages, generated at build time from the TypeScript sources with the compiler
// API: createAppKit's options (CreateAppKitOptions and the AppKitOptions it extends), the AppKit
// instance, the React hooks and components, the web components and the events. Names, types and
// JSDoc are read from the code, so the pages cannot drift from it.
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

const SOURCES = {
  ui: 'packages/ui/src/index.ts',
  createAppKit: 'packages/ui/src/appkit/createAppKit.tsx',
  jsxElements: 'packages/ui/src/webComponents/jsxElements.ts',
  elementTags: 'packages/ui/src/webComponents/defineAppKitElements.ts',
  react: 'packages/react/src/index.ts',
  events: 'packages/controllers/src/controllers/EventsController.ts',
  options: 'packages/controllers/src/options/AppKitOptions.ts',
  features: 'packages/core/src/constants/features.ts',
}

export interface Member {
  name: string
  type: string
  optional: boolean
  doc: string
  /** Repository path of the file that declares it. */
  source: string
}

export interface Api {
  options: Member[]
  features: Member[]
  instance: Member[]
  hooks: (Member & { returns: Member[] })[]
  components: (Member & { props: Member[] })[]
  elements: { tag: string; attributes: Member[] }[]
  events: { name: string; analytics: boolean; properties: string[]; sentFrom: string[] }[]
}

let cached: Api | undefined

/** Reads the API from the sources once per build. */
export function readApi(): Api {
  cached ??= buildApi()
  return cached
}

function createProgram(): ts.Program {
  const configPath = `${REPO_ROOT}tsconfig.json`
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, REPO_ROOT)
  return ts.createProgram({
    rootNames: Object.values(SOURCES).map((s) => `${REPO_ROOT}${s}`),
    options: { ...parsed.options, noEmit: true },
  })
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

function buildApi(): Api {
  const program = createProgram()
  const checker = program.getTypeChecker()
  const file = (key: keyof typeof SOURCES) => {
    const source = program.getSourceFile(`${REPO_ROOT}${SOURCES[key]}`)
    if (!source) throw new Error(`cannot read ${SOURCES[key]}`)
    return source
  }
  const exportsOf = (key: keyof typeof SOURCES) =>
    checker.getExportsOfModule(checker.getSymbolAtLocation(file(key))!)
  const exported = (key: keyof typeof SOURCES, name: string) => {
    const symbol = exportsOf(key).find((s) => s.name === name)
    if (!symbol) throw new Error(`${SOURCES[key]} exports no ${name}`)
    return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  }
  const docOf = (symbol: ts.Symbol) =>
    oneLine(ts.displayPartsToString(symbol.getDocumentationComment(checker)))
  // Types as a reader writes them: no `import("/abs/path").` before names from other modules.
  const typeText = (type: ts.Type, at?: ts.Node) =>
    checker
      .typeToString(type, at, ts.TypeFormatFlags.NoTruncation)
      .replace(/import\("[^"]*"\)\./g, '')
  const sourceOf = (symbol: ts.Symbol) => {
    const declaration = symbol.declarations?.[0]
    return declaration ? declaration.getSourceFile().fileName.replace(REPO_ROOT, '') : ''
  }
  const member = (symbol: ts.Symbol, at: ts.Node): Member => {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0]
    // The type as written where there is one (`CaipNetwork[]`), else as the checker prints it.
    const written =
      declaration &&
      (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
      declaration.type
        ? oneLine(declaration.type.getText())
        : typeText(checker.getTypeOfSymbolAtLocation(symbol, at), at)
    return {
      name: symbol.name,
      type: written,
      optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0,
      doc: docOf(symbol),
      source: sourceOf(symbol),
    }
  }
  const membersOf = (type: ts.Type, at: ts.Node) =>
    checker.getPropertiesOfType(type).map((p) => member(p, at))

  // createAppKit's options: the UI's own after the core's, each in declaration order.
  const optionsSymbol = exported('ui', 'CreateAppKitOptions')
  const optionsDecl = optionsSymbol.declarations![0]!
  const options = membersOf(checker.getDeclaredTypeOfSymbol(optionsSymbol), optionsDecl)

  const featuresSymbol = exportsOf('options').find((s) => s.name === 'FeatureOptions')!
  const featuresDecl = featuresSymbol.declarations![0]!
  const featureDefaults = new Map<string, string>()
  const defaults = file('features')
    .statements.filter(ts.isVariableStatement)
    .flatMap((s) => [...s.declarationList.declarations])
    .find((d) => d.name.getText() === 'DEFAULT_FEATURES')
  defaults?.initializer?.forEachChild(function visit(node) {
    if (ts.isPropertyAssignment(node))
      featureDefaults.set(node.name.getText(), node.initializer.getText())
    node.forEachChild(visit)
  })
  const features = membersOf(checker.getDeclaredTypeOfSymbol(featuresSymbol), featuresDecl).map(
    (m) =>
      featureDefaults.has(m.name)
        ? { ...m, doc: oneLine(`${m.doc} Default: \`${featureDefaults.get(m.name)}\`.`) }
        : m,
  )

  const instanceSymbol = exported('ui', 'AppKit')
  const instanceDecl = instanceSymbol.declarations![0]!
  const instance = membersOf(checker.getDeclaredTypeOfSymbol(instanceSymbol), instanceDecl).sort(
    (a, b) => a.name.localeCompare(b.name),
  )

  // Hooks and components: what @latchkey/react exports, read through its index.
  const reactExports = exportsOf('react').map((s) => ({
    name: s.name,
    symbol: s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s,
  }))
  const signatureOf = (symbol: ts.Symbol, at: ts.Node) =>
    checker.getTypeOfSymbolAtLocation(symbol, at).getCallSignatures()[0]
  const hooks = reactExports
    .filter((e) => /^use[A-Z]/.test(e.name) && e.symbol.flags & ts.SymbolFlags.Function)
    .map(({ name, symbol }) => {
      const at = symbol.valueDeclaration!
      const signature = signatureOf(symbol, at)!
      const returns = signature.getReturnType()
      const plain = returns.flags & ts.TypeFlags.Object && !returns.getCallSignatures().length
      return {
        name,
        type: `${name}${checker
          .signatureToString(signature, at, ts.TypeFormatFlags.NoTruncation)
          .replace(/import\("[^"]*"\)\./g, '')}`,
        optional: false,
        doc: docOf(symbol),
        source: sourceOf(symbol),
        returns: plain ? membersOf(returns, at) : [],
      }
    })
  const components = reactExports
    .filter((e) => /^AppKit[A-Z]\w*$/.test(e.name) && e.symbol.flags & ts.SymbolFlags.Function)
    .flatMap(({ name, symbol }) => {
      const at = symbol.valueDeclaration!
      const type = checker.getTypeOfSymbolAtLocation(symbol, at)
      const propsOf = (fn: ts.Type) => {
        const param = fn.getCallSignatures()[0]?.getParameters()[0]
        return param ? membersOf(checker.getTypeOfSymbolAtLocation(param, at), at) : []
      }
      // Static members that are components too (`AppKitButton.Custom`).
      const statics = checker
        .getPropertiesOfType(type)
        .filter((p) => /^[A-Z]/.test(p.name))
        .map((p) => {
          const staticType = checker.getTypeOfSymbolAtLocation(p, at)
          return {
            name: `${name}.${p.name}`,
            type: typeText(staticType, at),
            optional: false,
            doc: docOf(p),
            source: sourceOf(p),
            props: propsOf(staticType),
          }
        })
      return [
        {
          name,
          type: typeText(type, at),
          optional: false,
          doc: docOf(symbol),
          source: sourceOf(symbol),
          props: propsOf(type),
        },
        ...statics,
      ]
    })

  // Web components: the tags createAppKit defines, with the attributes their JSX typing names.
  const tagsDecl = file('elementTags')
    .statements.filter(ts.isVariableStatement)
    .flatMap((s) => [...s.declarationList.declarations])
    .find((d) => d.name.getText() === 'APPKIT_ELEMENT_TAGS')
  const tags: string[] = []
  tagsDecl?.initializer?.forEachChild(function visit(node) {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name)) tags.push(node.name.text)
    node.forEachChild(visit)
  })
  const intrinsic = exported('jsxElements', 'AppKitIntrinsicElements')
  const intrinsicDecl = intrinsic.declarations![0]!
  const intrinsicType = checker.getDeclaredTypeOfSymbol(intrinsic)
  const htmlAttributes = new Set(
    checker
      .getPropertiesOfType(
        checker.getTypeOfSymbolAtLocation(
          checker.getPropertyOfType(intrinsicType, 'appkit-modal')!,
          intrinsicDecl,
        ),
      )
      .map((p) => p.name),
  )
  const elements = [...tags, 'appkit-modal'].map((tag) => {
    const property = checker.getPropertyOfType(intrinsicType, tag)
    const attributes = property
      ? membersOf(checker.getTypeOfSymbolAtLocation(property, intrinsicDecl), intrinsicDecl)
          .filter((m) => !htmlAttributes.has(m.name))
          .sort((a, b) => a.name.localeCompare(b.name))
      : []
    return { tag, attributes }
  })

  // Events: the AppKitEventName union, which of them analytics receives, and where each is sent.
  const literals = (name: string, key: keyof typeof SOURCES) => {
    const type = checker.getDeclaredTypeOfSymbol(exported(key, name))
    return (type.isUnion() ? type.types : [type])
      .filter((t) => t.isStringLiteral())
      .map((t) => (t as ts.StringLiteralType).value)
  }
  const eventNames = literals('AppKitEventName', 'events')
  const analyticsSymbol = checker
    .getExportsOfModule(
      checker.getSymbolAtLocation(
        program.getSourceFile(`${REPO_ROOT}packages/core/src/constants/analytics.ts`)!,
      )!,
    )
    .find((s) => s.name === 'AnalyticsEventName')!
  const analyticsType = checker.getDeclaredTypeOfSymbol(analyticsSymbol)
  const analytics = new Set(
    (analyticsType.isUnion() ? analyticsType.types : [analyticsType])
      .filter((t) => t.isStringLiteral())
      .map((t) => (t as ts.StringLiteralType).value),
  )
  const sends = eventSends(program)
  const events = eventNames.map((name) => ({
    name,
    analytics: analytics.has(name),
    properties: [...new Set(sends.get(name)?.flatMap((s) => s.properties) ?? [])].sort(),
    sentFrom: [...new Set(sends.get(name)?.map((s) => s.source) ?? [])].sort(),
  }))

  return { options, features, instance, hooks, components, elements, events }
}

/** Every `*.send(config, 'NAME', { … })` and `{ event: 'NAME', … }` in the controllers' sources. */
function eventSends(program: ts.Program) {
  const out = new Map<string, { source: string; properties: string[] }[]>()
  const add = (name: string, source: string, properties: string[]) => {
    const list = out.get(name) ?? []
    list.push({ source, properties })
    out.set(name, list)
  }
  for (const source of program.getSourceFiles()) {
    const path = source.fileName.replace(REPO_ROOT, '')
    if (!path.startsWith('packages/controllers/src/') || /\.test\.tsx?$/.test(path)) continue
    source.forEachChild(function visit(node) {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'send' &&
        node.arguments[1] &&
        ts.isStringLiteral(node.arguments[1])
      ) {
        const props = node.arguments[2]
        add(
          node.arguments[1].text,
          path,
          props && ts.isObjectLiteralExpression(props)
            ? props.properties.flatMap((p) => (p.name ? [p.name.getText()] : []))
            : [],
        )
      }
      node.forEachChild(visit)
    })
  }
  return out
}
