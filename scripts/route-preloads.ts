/**
 * The code of each page, by route, written into index.html for the entry to preload (issue 25).
 *
 * A cold signed-in start asked for the opened page's chunks only once the signed-in shell had arrived and run: the
 * route table lives in the shell, and the shell is the largest download after the entry. On a phone's 150 ms round
 * trips the page's code then came a second after the entry, with the link idle in between. With this map the entry
 * asks for them as it starts, beside the shell. The map is a JSON data block, never run (the CSP allows only our
 * script files), and read only with a session cookie: the sign-in page downloads none of it.
 *
 * The routes are read from the areas' declarations (`features/<area>/area.ts`): each `{ path, load }` object whose
 * path is a string (or a constant exported as one) and whose `load` imports its page, directly or through a named
 * function of the same file. A page this cannot read is simply not preloaded: the shell's own preload still fetches it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { KIT_WORDS } from '../src/app/kit/words';

export interface DeclaredRoute {
  path: string;
  /** What the page's `load` imports, as written (`./ApprovalsPage`). */
  imports: string[];
  /** The page speaks every deciding area's words (the approvals inbox). */
  withDecisionWords: boolean;
}

/** What the build reads of one area's declaration. */
export interface DeclaredArea {
  routes: DeclaredRoute[];
  /** The namespaces its pages load (`words.withPages`). */
  words: string[];
  /** It declares decisions (an `inbox` or an `outbox`), whose words the approvals inbox speaks. */
  decides: boolean;
}

function importsIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [spec] = n.arguments;
      if (spec && ts.isStringLiteralLike(spec)) found.push(spec.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name) return p.initializer;
  return undefined;
}

/**
 * The routes an area file declares. `constant` resolves an identifier used as a path (imported from elsewhere) to its
 * string, or null when it cannot.
 */
export function declaredArea(source: string, constant: (name: string, from: string) => string | null = () => null): DeclaredArea {
  const file = ts.createSourceFile('area.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  // The file's functions and constants by name: a named loader, or a path kept in a constant.
  const functions = new Map<string, ts.Node>();
  const importedFrom = new Map<string, string>();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) functions.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) functions.set(d.name.text, d.initializer);
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) importedFrom.set(e.name.text, statement.moduleSpecifier.text);
    }
  }
  // A string, a constant of this file or an imported one, or a template of them (`${TREE}/units/:id`).
  const pathOf = (expression: ts.Expression): string | null => {
    if (ts.isStringLiteralLike(expression)) return expression.text;
    if (ts.isIdentifier(expression)) {
      const local = functions.get(expression.text);
      if (local && ts.isStringLiteralLike(local)) return local.text;
      const from = importedFrom.get(expression.text);
      return from ? constant(expression.text, from) : null;
    }
    if (ts.isTemplateExpression(expression)) {
      let text = expression.head.text;
      for (const span of expression.templateSpans) {
        const part = pathOf(span.expression);
        if (part === null) return null;
        text += part + span.literal.text;
      }
      return text;
    }
    return null;
  };
  const routes: DeclaredRoute[] = [];
  let words: string[] = [];
  let decides = false;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineArea') {
      const [declaration] = node.arguments;
      if (declaration && ts.isObjectLiteralExpression(declaration)) {
        decides = declaration.properties.some((p) => p.name && ts.isIdentifier(p.name) && ['inbox', 'outbox'].includes(p.name.text));
        const wordsObject = propertyOf(declaration, 'words');
        const withPages = wordsObject && ts.isObjectLiteralExpression(wordsObject) ? propertyOf(wordsObject, 'withPages') : undefined;
        if (withPages && ts.isArrayLiteralExpression(withPages)) words = withPages.elements.flatMap((e) => (ts.isStringLiteralLike(e) ? [e.text] : []));
      }
    }
    if (ts.isObjectLiteralExpression(node)) {
      const pathExpression = propertyOf(node, 'path');
      const load = propertyOf(node, 'load');
      const routePath = pathExpression ? pathOf(pathExpression) : null;
      if (routePath && load) {
        const body = ts.isIdentifier(load) ? functions.get(load.text) : load;
        const imports = body ? importsIn(body) : [];
        const decisionWords = propertyOf(node, 'withDecisionWords');
        if (imports.length > 0) routes.push({ path: routePath, imports, withDecisionWords: decisionWords?.kind === ts.SyntaxKind.TrueKeyword });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { routes, words, decides };
}

/** An `export const NAME = '...'` of a module, found by its import specifier (an alias or a relative path). */
export function exportedString(aliases: Record<string, string>, fromFile: string) {
  return (name: string, specifier: string): string | null => {
    const alias = Object.entries(aliases).find(([prefix]) => specifier === prefix || specifier.startsWith(`${prefix}/`));
    const base = alias ? path.join(alias[1], specifier.slice(alias[0].length)) : path.resolve(path.dirname(fromFile), specifier);
    for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      let text: string;
      try {
        text = readFileSync(candidate, 'utf8');
      } catch {
        continue;
      }
      const match = new RegExp(`export const ${name}\\s*=\\s*'([^']*)'`).exec(text);
      return match ? (match[1] as string) : null;
    }
    return null;
  };
}

/** The part of a built chunk read here (Vite's output chunk). */
export interface BuiltChunk {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  isEntry: boolean;
  css: readonly string[];
}

export interface RoutePreloads {
  /** Every file some route preloads, once. */
  files: string[];
  /** Each route's pattern, the indexes of its files in `files`, and the namespaces of its words. */
  routes: [string, number[], string[]][];
  /** Each language's word files by namespace, as indexes in `files`. */
  words: Record<string, Record<string, number>>;
}

/**
 * Maps each declared route to the files its page needs that the entry has not already loaded: the chunk of each
 * module its `load` imports, their static imports, and their styles. `extra` adds named chunk groups to a route (the
 * inbox's cards, which its page asks for as it loads, one level further down).
 */
export function routePreloads(
  declared: readonly ({ file: string } & DeclaredArea)[],
  chunks: readonly BuiltChunk[],
  extra: Record<string, readonly string[]> = {},
  /** Modules whose chunks a signed-in start always loads (the shells, which the entry asks for itself). */
  withSession: readonly string[] = [],
): RoutePreloads {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // What is loaded anyway: the entry's files, and the shells' with everything they import.
  const initial = new Set<string>();
  const markInitial = (name: string) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const dep of byFile.get(name)?.imports ?? []) markInitial(dep);
  };
  for (const chunk of chunks) if (chunk.isEntry) markInitial(chunk.fileName);

  const withoutExtension = (id: string) => id.replace(/\.(tsx?|jsx?)$/, '').replace(/\/index$/, '');
  const chunkOfModule = new Map<string, BuiltChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOfModule.set(withoutExtension(id), chunk);
  for (const id of withSession) {
    const chunk = chunkOfModule.get(withoutExtension(id));
    if (chunk) markInitial(chunk.fileName);
  }

  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const fileIndex = (name: string) => {
    let index = indexOf.get(name);
    if (index === undefined) {
      index = files.push(`/${name}`) - 1;
      indexOf.set(name, index);
    }
    return index;
  };
  const withDeps = (chunk: BuiltChunk, into: Set<string>) => {
    if (initial.has(chunk.fileName) || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const css of chunk.css) into.add(css);
    for (const dep of chunk.imports) {
      const next = byFile.get(dep);
      if (next) withDeps(next, into);
    }
  };
  // The words of a page, as lib/area-words loads them: the kit's, its area's, and every deciding area's for the inbox.
  const deciding = declared.filter((area) => area.decides).map((area) => path.basename(path.dirname(area.file)));
  const words: RoutePreloads['words'] = {};
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const match = /[\\/]locales[\\/]([a-zA-Z-]+)[\\/]([a-z-]+)\.json$/.exec(id);
      if (match && !initial.has(chunk.fileName)) (words[match[1] as string] ??= {})[match[2] as string] = fileIndex(chunk.fileName);
    }
  }
  const routes: RoutePreloads['routes'] = [];
  for (const { file, routes: declaredRoutesOfFile, words: areaWords } of declared) {
    for (const route of declaredRoutesOfFile) {
      const needed = new Set<string>();
      for (const specifier of route.imports) {
        if (!specifier.startsWith('.')) continue;
        const chunk = chunkOfModule.get(path.resolve(path.dirname(file), specifier));
        if (chunk) withDeps(chunk, needed);
      }
      for (const group of extra[route.path] ?? []) {
        for (const chunk of chunks) if (chunk.fileName.startsWith(`assets/${group}-`)) withDeps(chunk, needed);
      }
      const namespaces = [...new Set([KIT_WORDS, ...areaWords, ...(route.withDecisionWords ? deciding : [])])];
      routes.push([route.path, [...needed].map(fileIndex), namespaces]);
    }
  }
  return { files, routes, words };
}
