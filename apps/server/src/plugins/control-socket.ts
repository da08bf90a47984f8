import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackup } from '../media/backup.js';

/** The socket in DATA_DIR through which operator commands reach a running server. */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

/**
 * With the embedded database only this process may open the data (two would corrupt it), so
 * `npm run backup` asks the running server to take the snapshot itself, through a Unix socket
 * in DATA_DIR that only the owner of DATA_DIR can open (mode 0600). One JSON line in
 * (`{"command":"backup","out":"/abs/dir"}`), JSON lines out: progress, then the result.
 */
export const controlSocketPlugin = fp(async (app: FastifyInstance, opts: { dataDir: string; engine: 'pglite' }) => {
  const file = controlSocketPath(opts.dataDir);
  let server: Server | null = null;
  app.addHook('onReady', async () => {
    rmSync(file, { force: true }); // left by a crash; the DATA_DIR lock says no other server is here
    server = createServer((socket) => {
      const send = (message: object) => socket.write(`${JSON.stringify(message)}\n`);
      const lines = createInterface({ input: socket });
      lines.once('line', (line) => {
        lines.close();
        let request: { command?: string; out?: string };
        try {
          request = JSON.parse(line);
        } catch {
          send({ ok: false, error: 'not a JSON request' });
          return socket.end();
        }
        if (request.command !== 'backup' || typeof request.out !== 'string' || !path.isAbsolute(request.out)) {
          send({ ok: false, error: 'unknown command (expected {"command":"backup","out":"/absolute/dir"})' });
          return socket.end();
        }
        app.log.info({ out: request.out }, 'backup requested through the control socket');
        createBackup(app.database.db, app.storage, request.out, {
          engine: opts.engine,
          dataDir: opts.dataDir,
          onProgress: (progress) => send({ progress }),
        })
          .then((report) => send({ ok: true, report }))
          .catch((err: Error) => send({ ok: false, error: err.message }))
          .finally(() => socket.end());
      });
    });
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(file, () => {
        chmodSync(file, 0o600); // only the owner of DATA_DIR may talk to the server this way
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    rmSync(file, { force: true });
  });
});
