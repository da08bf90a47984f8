import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/server-process.js';

/**
 * The shipped systemd unit (deploy/systemd) checked by systemd's own verifier, with the
 * install paths pointed at this checkout: a typo in a directive or a command that does not
 * exist fails here rather than on an operator's machine.
 */
const UNIT = path.join(ROOT, 'deploy/systemd/nupe-music@.service');
const ANALYZE = '/usr/bin/systemd-analyze';

describe.skipIf(!existsSync(ANALYZE))('deploy/systemd/nupe-music@.service', () => {
  it('passes systemd-analyze verify and runs the compiled server with the pinned Node', () => {
    const unit = readFileSync(UNIT, 'utf8');
    expect(unit).toMatch(/^ExecStart=\/opt\/nupe-music\/node_modules\/\.bin\/node apps\/server\/dist\/server\.js$/m);
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
    const dir = mkdtempSync(path.join(tmpdir(), 'nupe-unit-'));
    const local = unit
      .replaceAll('/opt/nupe-music', ROOT)
      .replaceAll('/var/lib/nupe-music', dir)
      .replaceAll('/etc/nupe-music/env', path.join(dir, 'env'));
    writeFileSync(path.join(dir, 'env'), 'NODE_ENV=production\n');
    writeFileSync(path.join(dir, 'nupe-music@.service'), local);
    // systemd-analyze reports problems on stderr, some with exit status 0.
    const run = spawnSync(ANALYZE, ['verify', path.join(dir, 'nupe-music@3000.service')], {
      encoding: 'utf8',
      cwd: dir,
    });
    expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
    expect(run.status).toBe(0);
  });
});
