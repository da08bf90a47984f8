import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/**
 * A comment that points elsewhere instead of saying the behaviour or the reason: an issue
 * number (a hash sign and digits) or the product's specification files, which move on while the
 * comment stays.
 */
export const POINTER = /(^|[\s(/,;])#\d{1,3}\b|\bPRODUCT\.md\b|\bSPEC\.md\b/;

/** The comments of a TypeScript source, with their first line. */
export function commentsOf(fileName: string, text: string): { line: number; text: string }[] {
  const variant = fileName.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const found: { line: number; text: string }[] = [];
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      found.push({ line: lineOf(scanner.getTokenStart()), text: scanner.getTokenText() });
    }
  }
  return found;
}

/** Every comment under these folders (their .ts and .tsx files) that points elsewhere. */
export async function commentPointers(dirs: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const dir of dirs) {
    const files = (await readdir(dir, { recursive: true }))
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('node_modules') && !f.endsWith('.d.ts'))
      .sort();
    for (const file of files) {
      const text = await readFile(path.join(dir, file), 'utf8');
      for (const c of commentsOf(file, text)) {
        const bad = c.text.split('\n').find((l) => POINTER.test(l));
        if (bad) found.push(`${path.join(dir, file)}:${c.line} ${bad.trim().slice(0, 120)}`);
      }
    }
  }
  return found;
}
