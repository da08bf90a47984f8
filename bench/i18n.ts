import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { po } from 'gettext-parser';
import { startApp } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { createBenchDatabase, medianLatency } from './lib/postgres.js';

/** Every message id of the interface, read from the English catalog as Lingui keys them. */
function messageIds(): string[] {
  const file = path.resolve(import.meta.dirname, '../apps/web/src/locales/en/messages.po');
  const parsed = po.parse(readFileSync(file));
  return Object.entries(parsed.translations).flatMap(([context, entries]) =>
    Object.keys(entries)
      .filter((msgid) => msgid !== '')
      .map((msgid) => generateMessageId(msgid, context)),
  );
}

/**
 * GET /api/i18n/{lang} on PostgreSQL with every message reviewed in Nupe and half in Hausa (the
 * largest answer: every text compiled): the served answer ≤ 5 ms median; and the first answer
 * of a fresh process, which reads the catalogs and the database and compiles every text (a review
 * costs less: the catalogs stay read).
 */
export async function benchI18n(): Promise<Figure[]> {
  const db = await createBenchDatabase();
  const app = await startApp({ port: 3926, databaseUrl: db.url });
  try {
    await db.client.connect();
    const ids = messageIds();
    const insert = `insert into translations (locale, message_id, text, status, reviewed_at)
      select $1, id, 'Bench text ' || id || ' {0}', 'reviewed', now() from unnest($2::text[]) id`;
    await db.client.query(insert, ['nup', ids]);
    await db.client.query(insert, ['ha', ids.filter((_, i) => i % 2 === 0)]);
    const url = `${app.url}/api/i18n/nup`;
    const cold: number[] = [];
    for (const locale of ['nup', 'ha', 'yo']) {
      const t = performance.now();
      const res = await fetch(`${app.url}/api/i18n/${locale}`);
      await res.arrayBuffer();
      if (locale === 'nup') cold.push(performance.now() - t);
    }
    const body = await (await fetch(url)).text();
    const served = Object.keys((JSON.parse(body) as { messages: object }).messages).length;
    const latency = await medianLatency(url, {});
    return [
      {
        name: `GET /api/i18n/nup, ${served} reviewed texts (PostgreSQL)`,
        value: `${latency.toFixed(2)} ms median (${(body.length / 1024).toFixed(0)} KB)`,
        baseline: '-',
        ratio: '-',
        budget: '≤ 5 ms',
        ok: latency <= 5 && served === ids.length,
      },
      {
        name: 'GET /api/i18n/nup, first answer of a fresh process (read the 4 PO catalogs, compile every reviewed text)',
        value: `${(cold[0] ?? 0).toFixed(1)} ms`,
        baseline: '-',
        ratio: '-',
        budget: '≤ 1 s',
        ok: (cold[0] ?? Infinity) <= 1000,
      },
    ];
  } finally {
    await app.stop();
    await db.drop();
  }
}
