import ts from 'typescript';

/** The longest a component may be, counted from its first line to its last, body included. */
export const MAX_COMPONENT_LINES = 150;

export type ComponentSize = { name: string; line: number; lines: number };

const isComponentName = (name: string) => /^[A-Z]/.test(name);

/**
 * The components a source file declares, with their length in lines: every function whose
 * name starts with a capital letter (a function declaration, or a `const` holding an arrow or
 * function expression, wrapped in `memo`/`forwardRef` or not).
 */
export function componentSizes(fileName: string, text: string): ComponentSize[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ComponentSize[] = [];
  const measure = (name: string, node: ts.Node) => {
    const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
    found.push({ name, line: start + 1, lines: end - start + 1 });
  };
  const functionIn = (node: ts.Expression): ts.Node | undefined => {
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
    if (ts.isCallExpression(node)) return node.arguments.map(functionIn).find(Boolean);
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return functionIn(node.expression);
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && isComponentName(node.name.text) && node.body) {
      measure(node.name.text, node);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const fn = isComponentName(node.name.text) ? functionIn(node.initializer) : undefined;
      if (fn) measure(node.name.text, fn);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every component under `dir` (its .tsx files) longer than the limit. */
export async function oversizedComponents(dir: string): Promise<(ComponentSize & { file: string })[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.tsx')).sort();
  const over: (ComponentSize & { file: string })[] = [];
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const c of componentSizes(file, text)) if (c.lines > MAX_COMPONENT_LINES) over.push({ ...c, file });
  }
  return over;
}

// `tsx apps/web/scripts/component-size.ts` lists the components over the limit.
if (process.argv[1]?.endsWith('component-size.ts')) {
  const { fileURLToPath } = await import('node:url');
  const src = fileURLToPath(new URL('../src', import.meta.url));
  const over = await oversizedComponents(src);
  for (const c of over) console.log(`${c.file}:${c.line} ${c.name} ${c.lines} lines`);
  console.log(`${over.length} component(s) over ${MAX_COMPONENT_LINES} lines`);
  process.exitCode = over.length > 0 ? 1 : 0;
}
