import { connect } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.js';
import { lockHolder } from '../lib/server-lock.js';
import { type BackupReport, createBackup } from '../media/backup.js';
import { createStorage } from '../media/create-storage.js';
import { controlSocketPath } from '../plugins/control-socket.js';
import { fail, openForCli } from './cli-database.js';

/**
 * `npm run backup -- --out DIR`: a consistent snapshot of the database and every media file
 * into DIR (media/backup.ts), while the server runs. PostgreSQL: this command reads the
 * database itself, in one REPEATABLE READ transaction. The embedded database: a running
 * server takes the snapshot itself (asked through DATA_DIR/control.sock), because no second
 * process may open its files; with the server stopped, this command opens them. Never a
 * torn copy either way.
 */
const USAGE = 'Usage: npm run backup -- --out DIR';
const { values } = (() => {
  try {
    return parseArgs({ options: { out: { type: 'string' } }, strict: true });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
if (!values.out) fail(`--out is required: the folder that keeps the backups.\n${USAGE}`);
const out = path.resolve(values.out);

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
})();

const print = (r: BackupReport) => {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  const rows = Object.values(r.meta.database.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backup ${path.basename(r.snapshot)} in ${out}: ${rows} database rows (${mb(r.meta.database.bytes)} compressed), ` +
      `${r.meta.media.files} media files (${mb(r.meta.media.bytes)}), of which ${r.meta.media.copiedFiles} new ` +
      `(${mb(r.meta.media.copiedBytes)} copied), in ${r.seconds.toFixed(1)} s.`,
  );
  for (const key of r.missing) console.error(`warning: ${key} was deleted while the backup ran; not in it.`);
};

const serverPid = config.database.kind === 'pglite' ? lockHolder(config.dataDir) : null;
if (serverPid !== null) {
  console.log(`The server (pid ${serverPid}) holds the embedded database: it takes the snapshot itself.`);
  const socket = connect(controlSocketPath(config.dataDir));
  socket.on('error', (err) => fail(`cannot reach the running server through its control socket: ${err.message}`));
  socket.write(`${JSON.stringify({ command: 'backup', out })}\n`);
  type Message = { progress?: string; ok?: boolean; error?: string; report?: BackupReport };
  let result: Message = { error: 'the server closed the connection' };
  for await (const line of createInterface({ input: socket })) {
    const message = JSON.parse(line) as Message;
    if (message.progress) console.log(message.progress);
    else result = message;
  }
  if (!result.ok || !result.report) fail(`the backup failed: ${result.error}`);
  print(result.report);
} else {
  const { database } = await openForCli();
  const storage = await createStorage(config);
  try {
    print(
      await createBackup(database.db, storage, out, {
        engine: config.database.kind,
        dataDir: config.dataDir,
        onProgress: (line) => console.log(line),
      }),
    );
  } catch (err) {
    process.exitCode = 1;
    console.error(`Error: the backup failed: ${(err as Error).message}`);
  } finally {
    storage.close?.();
    await database.close();
  }
}
