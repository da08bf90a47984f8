import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/** The longest a function may be, from its first line to its last, body included. */
export const MAX_FUNCTION_LINES = 150;
/** The longest a source file may be. */
export const MAX_FILE_LINES = 400;

export type Oversized = { file: string; line: number; name: string; lines: number };

const functionName = (node: ts.Node, source: ts.SourceFile): string => {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source).slice(0, 40)}(…) callback`;
  return '(anonymous)';
};

/**
 * Every function a source file declares (declarations, methods, arrows, function expressions,
 * getters and setters), with its length in lines, whole: a function holding another counts both.
 */
export function functionSizes(fileName: string, text: string): Omit<Oversized, 'file'>[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: Omit<Oversized, 'file'>[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && (node as { body?: ts.Node }).body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ name: functionName(node, source), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The functions over MAX_FUNCTION_LINES and the files over MAX_FILE_LINES under `dir` (its .ts files, tests aside). */
export async function oversized(dir: string): Promise<{ functions: Oversized[]; files: Oversized[] }> {
  const names = (await readdir(dir, { recursive: true }))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .sort();
  const functions: Oversized[] = [];
  const files: Oversized[] = [];
  for (const file of names) {
    const text = await readFile(path.join(dir, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_FILE_LINES) files.push({ file, line: 1, name: file, lines });
    for (const f of functionSizes(file, text)) if (f.lines > MAX_FUNCTION_LINES) functions.push({ ...f, file });
  }
  return { functions, files };
}

// `tsx apps/server/scripts/code-size.ts [dir]` lists what is over the limits (apps/server/src by default).
if (process.argv[1]?.endsWith('code-size.ts')) {
  const dir = path.resolve(process.argv[2] ?? 'apps/server/src');
  const { functions, files } = await oversized(dir);
  for (const f of functions) console.log(`${f.file}:${f.line} ${f.name} ${f.lines} lines`);
  for (const f of files) console.log(`${f.file} ${f.lines} lines (file)`);
  console.log(
    `${functions.length} function(s) over ${MAX_FUNCTION_LINES} lines, ${files.length} file(s) over ${MAX_FILE_LINES}`,
  );
  process.exitCode = functions.length + files.length > 0 ? 1 : 0;
}
