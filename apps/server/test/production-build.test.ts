import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Installation, newInstallation, ROOT, startServer } from './helpers/server-process.js';
import { uniquePhone } from './helpers/test-app.js';

/**
 * The production build: `npm run build` compiles the server to JavaScript and plain
 * `node` runs it, with no TypeScript loader: it migrates, serves, registers (argon2, the
 * database), and its compiled operator CLI works on the same data.
 */
const run = promisify(execFile);
const outdir = path.join(ROOT, 'apps/server', `.build-test-${randomBytes(3).toString('hex')}`);
let inst: Installation;

beforeAll(async () => {
  await run(process.execPath, [path.join(ROOT, 'apps/server/build.mjs'), '--outdir', outdir], { cwd: ROOT });
  inst = await newInstallation(process.env.DATABASE_URL ?? null);
}, 120_000);
afterAll(async () => {
  rmSync(outdir, { recursive: true, force: true });
  await inst?.drop();
});

describe('the compiled server', () => {
  it('starts with plain node, serves the API, stops on SIGTERM; the compiled CLI works on its data', async () => {
    const server = await startServer(inst, {}, path.join(outdir, 'server.js'));
    try {
      const register = await fetch(`${server.url}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: 'Compiled Listener', phone: uniquePhone(), password: 'compiled-horse-1' }),
      });
      expect(register.status).toBe(201);
      expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/tsx|\.ts:\d/);

    const cli = await run(
      process.execPath,
      [
        path.join(outdir, 'user-create.js'),
        '--role',
        'staff',
        '--phone',
        uniquePhone(),
        '--password',
        'compiled-staff-1',
        '--name',
        'Compiled Staff',
      ],
      { cwd: ROOT, env: inst.env },
    );
    expect(cli.stdout).toMatch(/Compiled Staff/);
  }, 90_000);
});
