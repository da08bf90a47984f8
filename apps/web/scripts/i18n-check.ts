/**
 * npm test's `i18n` step (issue 18): fails when a message is missing or broken.
 *
 * 1. The generated shared-messages files match the shared package's tables.
 * 2. The catalogs hold exactly the messages in the source: Lingui extracts the source into a
 *    scratch directory and the English catalog must have the same ids (a new `t` or `<Trans>`
 *    without `npm run i18n:extract` would show its id, not its words, in a build).
 * 3. Hausa and Yoruba translate every message; every translation keeps its message's
 *    placeholders ({name}, #) and tags (<0>…</0>). Nupe may leave messages empty: they fall
 *    back to Hausa, then English.
 *
 * The PO files are read with gettext-parser, not with Lingui, so the check shares no code
 * with what it checks.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { po } from 'gettext-parser';
import { generate } from './shared-messages';

const WEB = path.resolve(import.meta.dirname, '..');
const LOCALES_DIR = path.join(WEB, 'src/locales');
const COMPLETE = ['ha', 'yo'] as const;
const PARTIAL = ['nup'] as const;

type Catalog = Map<string, string>;

function read(file: string): Catalog {
  const parsed = po.parse(readFileSync(file));
  const out: Catalog = new Map();
  for (const context of Object.values(parsed.translations)) {
    for (const [msgid, entry] of Object.entries(context)) {
      if (msgid === '') continue; // the header
      out.set(msgid, entry.msgstr[0] ?? '');
    }
  }
  return out;
}

/** Placeholders, plural marks and numbered tags: what a translation must keep. */
function tokens(message: string): string[] {
  // `{name}` or `{count, plural, …}`; a plural branch's words (`{# songs}`, `{Downloading # songs}`) are not names.
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...names, ...tags].sort();
}

const problems: string[] = [];

// 1. The shared package's sentences.
for (const { file, text } of generate()) {
  if (readFileSync(file, 'utf8') !== text) {
    problems.push(
      `${path.relative(process.cwd(), file)} is out of date: run npm run i18n:shared --workspace @nupe/web`,
    );
  }
}

// 2. The source against the English catalog.
const scratch = mkdtempSync(path.join(tmpdir(), 'nupe-i18n-'));
try {
  const config = path.join(scratch, 'lingui.config.ts');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(WEB, 'lingui.config.ts'))};
export default { ...base, rootDir: ${JSON.stringify(WEB)}, locales: ['en'],
  catalogs: [{ ...base.catalogs[0], path: ${JSON.stringify(path.join(scratch, '{locale}/messages'))} }] };
`,
  );
  execFileSync(path.join(WEB, '../../node_modules/.bin/lingui'), ['extract', '--config', config, '--workers', '1'], {
    cwd: WEB,
    stdio: 'pipe',
  });
  const fromSource = read(path.join(scratch, 'en/messages.po'));
  const english = read(path.join(LOCALES_DIR, 'en/messages.po'));
  for (const id of fromSource.keys()) {
    if (!english.has(id)) problems.push(`en: message ${id} in the source is not in the catalog (npm run i18n:extract)`);
  }
  for (const id of english.keys()) {
    if (!fromSource.has(id)) problems.push(`en: message ${id} is in the catalog but no longer in the source`);
  }

  // 3. Every language against English.
  for (const locale of [...COMPLETE, ...PARTIAL]) {
    const catalog = read(path.join(LOCALES_DIR, `${locale}/messages.po`));
    for (const [id, source] of english) {
      const translation = catalog.get(id);
      if (translation === undefined) {
        problems.push(`${locale}: message ${id} ("${source}") is not in the catalog`);
      } else if (!translation.trim()) {
        if ((COMPLETE as readonly string[]).includes(locale)) {
          problems.push(`${locale}: "${source}" has no translation`);
        }
      } else if (tokens(translation).join() !== tokens(source || id).join()) {
        problems.push(`${locale}: "${translation}" does not keep the placeholders of "${source}"`);
      }
    }
  }
  console.log(
    `i18n: ${english.size} messages; checked en against the source and ${[...COMPLETE, ...PARTIAL].join(', ')}`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`${problems.length} i18n problem(s):\n${problems.slice(0, 60).join('\n')}`);
  if (problems.length > 60) console.error(`… and ${problems.length - 60} more`);
  process.exit(1);
}
console.log('i18n: every message is present, and every Hausa and Yoruba translation keeps its placeholders');
