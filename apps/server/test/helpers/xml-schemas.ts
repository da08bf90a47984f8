import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The official schemas in the workspace's shared/xsd folder (beside the project, never copied
 * into it), checked with xmllint --nonet: an implementation nobody here wrote.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const candidates = [process.env.NUPE_SHARED_DIR, path.join(root, '..', 'shared'), '/work/shared'].filter(
  (d): d is string => Boolean(d),
);

export function sharedXsd(...parts: string[]): string {
  for (const dir of candidates) {
    const file = path.join(dir, 'xsd', ...parts);
    if (existsSync(file)) return file;
  }
  throw new Error(
    `The official schema ${parts.join('/')} was not found in ${candidates.join(', ')} (set NUPE_SHARED_DIR).`,
  );
}

/** A file of the workspace's shared/schemas folder (JSON schemas such as the IIIF consortium's). */
export function sharedSchema(...parts: string[]): string {
  for (const dir of candidates) {
    const file = path.join(dir, 'schemas', ...parts);
    if (existsSync(file)) return file;
  }
  throw new Error(
    `The official schema ${parts.join('/')} was not found in ${candidates.join(', ')} (set NUPE_SHARED_DIR).`,
  );
}

/** Validates a document with xmllint; answers null when valid, else xmllint's complaint. */
export function xmllint(xml: string, schema: string): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'xmllint-'));
  const file = path.join(dir, 'doc.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', schema, file], { stdio: 'pipe' });
    return null;
  } catch (err) {
    const e = err as { stderr?: Buffer; message: string };
    return e.stderr?.toString() || e.message;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
