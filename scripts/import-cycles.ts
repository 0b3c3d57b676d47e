import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles among the repository's own modules (DESIGN.md §3: an area, the kit and the shell import each other in
 * one direction only). A value import, a re-export or a dynamic `import()` is an edge; a type-only import is not (it
 * leaves no trace at run time). Packages are not followed.
 *
 * Checked by `tests/unit/scripts/import-cycles.test.ts` rather than by ESLint's import-x/no-cycle: that rule parsed every
 * imported file a second time for each file it linted and took two thirds of the lint's time (about 40 s of a minute
 * on two cores); reading each file once here takes a second or two.
 */

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const TRY = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

export interface ImportGraph {
  /** file → the files it imports (absolute paths). */
  edges: Map<string, Set<string>>;
}

function isFile(p: string): boolean {
  return existsSync(p) && statSync(p).isFile();
}

/** The file a specifier names, or null for a package (or anything not in the repository). */
export function resolveSpecifier(root: string, from: string, specifier: string, aliases: Record<string, string>): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else {
    const alias = Object.keys(aliases).find((a) => specifier === a || specifier.startsWith(`${a}/`));
    if (alias) base = path.join(aliases[alias], specifier.slice(alias.length));
  }
  if (base === null) return null;
  // `./x.js` written for a `./x.ts` source, as Node's ESM resolution asks.
  const stems = /\.(js|mjs)$/.test(base) ? [base, base.replace(/\.m?js$/, '')] : [base];
  for (const stem of stems) {
    for (const ending of TRY) {
      const candidate = stem + ending;
      if (SOURCE.test(candidate) && isFile(candidate) && candidate.startsWith(root)) return candidate;
    }
  }
  return null;
}

function onlyTypes(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    return !!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return false; // `import './side-effect'`
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** The specifiers a module imports at run time: static value imports, re-exports and dynamic imports of a literal. */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (!onlyTypes(statement)) found.push(statement.moduleSpecifier.text);
    }
  }
  // A dynamic import can sit anywhere; only a file that has one is walked whole.
  if (!text.includes('import(')) return found;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function importGraph(root: string, files: readonly string[], aliases: Record<string, string>): ImportGraph {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of runtimeSpecifiers(file, readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(root, file, specifier, aliases);
      if (target) targets.add(target);
    }
    edges.set(file, targets);
  }
  return { edges };
}

/** Each cycle as the files on it, one per strongly connected component of two or more files (or a file importing itself). */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative: the app's import chains are deep enough to make recursion a risk.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const start of graph.edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; targets: string[]; at: number }[] = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: [...(graph.edges.get(node) ?? [])], at: 0 });
    };
    enter(start);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++];
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || graph.edges.get(frame.node)?.has(frame.node)) cycles.push(component.reverse());
    }
  }
  return cycles;
}
