/**
 * Import cycles between the project's own files (issues 29, 39): the import graph of the given folders,
 * built with TypeScript's own parser and module resolver (the project's tsconfig: `Bundler`
 * resolution, package.json "imports" such as `#domain/*`), and the cycles in it as readable chains.
 * tests/unit/import-cycles.test.ts runs it over src and server; `npx tsx scripts/import-cycles.ts`
 * prints the same.
 *
 * What is an edge: `import … from`, `import type … from`, `export … from`, `import x = require(…)`,
 * `typeof import('…')` in a type and a dynamic `import('…')` call. Type-only imports count: they
 * vanish at run time, but they still tie the two files together both ways (a circle of types is a
 * circle of knowledge, and one `import type` turned into a value import later is a run-time circle
 * nobody asked for). Dynamic imports count too (issue 39): loading on demand changes WHEN a module
 * arrives, not that the two files know each other; a route's lazy part that reaches back into the
 * shell which loads it is one circle of knowledge however it is loaded (the shell and the areas
 * were one circle of 19 files through the main layout's `import('../main-shell')`). Where two
 * modules need each other, one is handed to the other when it is created (injection).
 * An `import('…')` whose argument is not a string literal names no file and is no edge.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export type ImportGraph = ReadonlyMap<string, ReadonlySet<string>>

const sourceFile = /\.(ts|tsx|mts|cts)$/
const skippedFolders = new Set(['node_modules', 'dist', 'dist-server', '.data', '.tmp'])

/** Every TypeScript source under `folder` (declaration files included: they import too). */
const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourcesUnder(full)
    return sourceFile.test(entry.name) ? [full] : []
  })

/** The module specifiers a file imports: statically (values and types) and by a dynamic `import('…')` call. */
export const importSpecifiers = (fileName: string, text: string): string[] => {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text)
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      // `declare module 'x' { … }` augments x; it is not an import of x (its body may import, though)
      if (node.body) ts.forEachChild(node.body, visit)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const compilerOptionsOf = (root: string, tsconfig: string): ts.CompilerOptions => {
  const configPath = path.join(root, tsconfig)
  const read = ts.readConfigFile(configPath, ts.sys.readFile)
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'))
  return ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configPath)).options
}

/**
 * The import graph of the files under `folders` (relative to `root`), keyed by path relative to
 * `root` with `/`. An import that resolves outside them (a package, a file elsewhere) is no edge.
 */
export const importGraph = (root: string, folders: readonly string[], tsconfig = 'tsconfig.json'): ImportGraph => {
  const options = compilerOptionsOf(root, tsconfig)
  const host = ts.createCompilerHost(options)
  const cache = ts.createModuleResolutionCache(root, (name) => name, options)
  const files = folders.flatMap((folder) => sourcesUnder(path.join(root, folder)))
  const ours = new Set(files.map((file) => path.resolve(file)))
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/')
  const graph = new Map<string, Set<string>>()
  for (const file of files) {
    const targets = new Set<string>()
    for (const specifier of importSpecifiers(file, ts.sys.readFile(file) ?? '')) {
      const resolved = ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule?.resolvedFileName
      if (resolved !== undefined && ours.has(path.resolve(resolved))) targets.add(relative(path.resolve(resolved)))
    }
    graph.set(relative(file), targets)
  }
  return graph
}

/** The strongly connected components of more than one file, or of one file importing itself (Tarjan). */
const tangles = (graph: ImportGraph): string[][] => {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  // iterative, so a long chain of imports never overflows the call stack
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue
    const work: Array<{ node: string; edges: string[]; at: number }> = []
    const enter = (node: string) => {
      index.set(node, next)
      low.set(node, next)
      next += 1
      stack.push(node)
      onStack.add(node)
      work.push({ node, edges: [...(graph.get(node) ?? [])].sort(), at: 0 })
    }
    enter(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      if (frame.at < frame.edges.length) {
        const target = frame.edges[frame.at++]!
        if (!index.has(target)) enter(target)
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) !== index.get(frame.node)) continue
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== frame.node)
      if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) found.push(component.sort())
    }
  }
  return found
}

/** The shortest chain from `from` back to itself inside `members` (breadth first): [from, …, from]. */
const shortestCycle = (graph: ImportGraph, members: ReadonlySet<string>, from: string): string[] => {
  const previous = new Map<string, string>()
  const queue = [from]
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(target)) continue
      if (target === from) {
        const chain = [node]
        while (chain[0] !== from) chain.unshift(previous.get(chain[0]!)!)
        return [...chain, from]
      }
      if (!previous.has(target)) {
        previous.set(target, node)
        queue.push(target)
      }
    }
  }
  return [from, from]
}

/** One tangle of files that import each other round, with chains that go through every one of them. */
export interface ImportCycle {
  readonly files: readonly string[]
  /** Each chain starts and ends at the same file: a → b → … → a. */
  readonly chains: readonly (readonly string[])[]
}

/**
 * The cycles of `graph`: one entry per tangle (strongly connected component), with the shortest
 * chain through each of its files not already on an earlier chain, so every file of the tangle is
 * shown on a chain without listing every elementary cycle (a tangle of 30 files has thousands).
 */
export const findCycles = (graph: ImportGraph): ImportCycle[] =>
  tangles(graph)
    .map((files) => {
      const members = new Set(files)
      const shown = new Set<string>()
      const chains: string[][] = []
      for (const file of files) {
        if (shown.has(file)) continue
        const chain = shortestCycle(graph, members, file)
        chain.forEach((f) => shown.add(f))
        chains.push(chain)
      }
      return { files, chains }
    })
    .sort((a, b) => a.files[0]!.localeCompare(b.files[0]!))

/** A cycle as the check prints it. */
export const describeCycle = (cycle: ImportCycle): string =>
  [`${cycle.files.length} file(s) import each other round:`, ...cycle.chains.map((chain) => `  ${chain.join(' → ')}`)].join('\n')

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const cycles = findCycles(importGraph(process.cwd(), process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['src', 'server']))
  console.log(cycles.length === 0 ? 'No import cycle.' : cycles.map(describeCycle).join('\n\n'))
  process.exitCode = cycles.length === 0 ? 0 : 1
}
