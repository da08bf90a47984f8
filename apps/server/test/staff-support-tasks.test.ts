import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualityCheckJob } from '../src/jobs/definitions.js';
import { csvCell, toCsv } from '../src/lib/csv.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { parseCsv } from './helpers/csv.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

let t: TestApp;
let f: Fixtures;
let staff: SignedInUser;
let admin: SignedInUser;
let artist: SignedInUser;
let listener: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [staff, admin, artist, listener] = await Promise.all([
    createUser(t, 'staff', 'Halima Support'),
    createUser(t, 'admin', 'Admin Person'),
    createUser(t, 'artist', 'Yakubu Lafiagi'),
    createUser(t, 'listener'),
  ]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const contact = async (payload: Record<string, string>, token?: string) => {
  const res = await call(t, { method: 'POST', url: '/api/contact', payload, token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

describe('support tickets', () => {
  it('a contact message is an open ticket with its subject label; status changes and notes are kept', async () => {
    const id = await contact(
      { name: 'Hauwa Nda', email: 'hauwa@example.ng', subject: 'artist', message: 'How do we upload a Zikiri?' },
      artist.token,
    );
    const list = await call(t, {
      method: 'GET',
      url: '/api/staff/support?status=open&limit=100',
      token: staff.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    const ticket = list.json().tickets.find((x: { id: string }) => x.id === id);
    expect(ticket).toMatchObject({
      status: 'open',
      subject: 'artist',
      subjectLabel: 'Artist Support',
      fromUser: { id: artist.id, fullName: 'Yakubu Lafiagi', role: 'artist' },
      notes: [],
    });

    const note = await call(t, {
      method: 'POST',
      url: `/api/staff/support/${id}/notes`,
      payload: { body: 'Called her back; she will send the files.' },
      token: staff.token,
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().ticket.notes).toEqual([
      expect.objectContaining({ body: 'Called her back; she will send the files.', author: 'Halima Support' }),
    ]);

    const progress = await call(t, {
      method: 'PATCH',
      url: `/api/staff/support/${id}`,
      payload: { status: 'in_progress' },
      token: staff.token,
    });
    expect(progress.json().ticket.status).toBe('in_progress');
    const resolved = await call(t, {
      method: 'PATCH',
      url: `/api/staff/support/${id}`,
      payload: { status: 'resolved' },
      token: admin.token,
    });
    expect(resolved.json().ticket.status).toBe('resolved');
    const open = await call(t, {
      method: 'GET',
      url: '/api/staff/support?status=open&limit=100',
      token: staff.token,
    });
    expect(open.json().tickets.some((x: { id: string }) => x.id === id)).toBe(false);
  });

  it('pages the tickets with the total of the filter', async () => {
    for (const name of ['Page A', 'Page B', 'Page C']) {
      await contact({ name, email: 'p@example.ng', subject: 'general', message: `From ${name}` });
    }
    const all = (await call(t, { method: 'GET', url: '/api/staff/support?limit=100', token: staff.token })).json();
    expect(all).toMatchObject({ page: 1, limit: 100 });
    expect(all.total).toBe(all.tickets.length);
    const two = (await call(t, { method: 'GET', url: '/api/staff/support?page=2&limit=2', token: staff.token })).json();
    expect(two).toMatchObject({ total: all.total, page: 2, limit: 2 });
    expect(two.tickets.map((x: { id: string }) => x.id)).toEqual(
      all.tickets.slice(2, 4).map((x: { id: string }) => x.id),
    );
    const bad = await call(t, { method: 'GET', url: '/api/staff/support?limit=0', token: staff.token });
    expect(expectErrorBody(bad, 400, 'VALIDATION_FAILED').message).toBe('limit must be at least 1.');
  });

  it('refuses listeners, artists and bad input', async () => {
    const id = await contact({ name: 'A', email: 'a@example.ng', subject: 'press', message: 'Hello' });
    for (const token of [listener.token, artist.token]) {
      expectErrorBody(await call(t, { method: 'GET', url: '/api/staff/support', token }), 403, 'FORBIDDEN');
      expectErrorBody(
        await call(t, { method: 'PATCH', url: `/api/staff/support/${id}`, payload: { status: 'resolved' }, token }),
        403,
        'FORBIDDEN',
      );
      expectErrorBody(
        await call(t, { method: 'POST', url: `/api/staff/support/${id}/notes`, payload: { body: 'x' }, token }),
        403,
        'FORBIDDEN',
      );
    }
    const badStatus = await call(t, {
      method: 'PATCH',
      url: `/api/staff/support/${id}`,
      payload: { status: 'closed' },
      token: staff.token,
    });
    expect(expectErrorBody(badStatus, 400, 'VALIDATION_FAILED').message).toBe('Choose a valid status.');
    const blankNote = await call(t, {
      method: 'POST',
      url: `/api/staff/support/${id}/notes`,
      payload: { body: ' ' },
      token: staff.token,
    });
    expect(expectErrorBody(blankNote, 400, 'VALIDATION_FAILED').message).toBe('Note is required.');
    const missing = await call(t, {
      method: 'PATCH',
      url: '/api/staff/support/00000000-0000-4000-8000-000000000000',
      payload: { status: 'resolved' },
      token: staff.token,
    });
    expectErrorBody(missing, 404, 'TICKET_NOT_FOUND');
  });
});

describe('tasks', () => {
  it('lists staff and admins as members; creates, assigns, dates, completes and deletes a task', async () => {
    const members = await call(t, { method: 'GET', url: '/api/staff/members', token: staff.token });
    const ids = members.json().members.map((m: { id: string }) => m.id);
    expect(ids).toContain(staff.id);
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(artist.id);

    const created = await call(t, {
      method: 'POST',
      url: '/api/staff/tasks',
      payload: { title: 'Check the Bida festival uploads', assigneeId: staff.id, dueDate: '2026-12-01' },
      token: admin.token,
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json().task;
    expect(task).toMatchObject({
      title: 'Check the Bida festival uploads',
      assignee: { id: staff.id, fullName: 'Halima Support' },
      dueDate: '2026-12-01',
      done: false,
      createdBy: 'Admin Person',
    });
    const done = await call(t, {
      method: 'PATCH',
      url: `/api/staff/tasks/${task.id}`,
      payload: { done: true, dueDate: null, assigneeId: admin.id },
      token: staff.token,
    });
    expect(done.json().task).toMatchObject({ done: true, dueDate: null, assignee: { id: admin.id } });
    const list = await call(t, { method: 'GET', url: '/api/staff/tasks', token: staff.token });
    expect(list.json().tasks.some((x: { id: string }) => x.id === task.id)).toBe(true);
    const del = await call(t, { method: 'DELETE', url: `/api/staff/tasks/${task.id}`, token: staff.token });
    expect(del.statusCode).toBe(200);
    expectErrorBody(
      await call(t, { method: 'DELETE', url: `/api/staff/tasks/${task.id}`, token: staff.token }),
      404,
      'TASK_NOT_FOUND',
    );
  });

  it('refuses an artist assignee, bad dates, empty changes, listeners and artists', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: 'x', assigneeId: artist.id }, 400, 'ASSIGNEE_NOT_STAFF'],
      [{ title: 'x', dueDate: '01/12/2026' }, 400, 'VALIDATION_FAILED'],
      [{ title: ' ' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      expectErrorBody(
        await call(t, { method: 'POST', url: '/api/staff/tasks', payload, token: staff.token }),
        status,
        code,
      );
    }
    const created = await call(t, {
      method: 'POST',
      url: '/api/staff/tasks',
      payload: { title: 'y' },
      token: staff.token,
    });
    const id = created.json().task.id;
    expectErrorBody(
      await call(t, { method: 'PATCH', url: `/api/staff/tasks/${id}`, payload: {}, token: staff.token }),
      400,
      'VALIDATION_FAILED',
    );
    for (const token of [listener.token, artist.token]) {
      expectErrorBody(await call(t, { method: 'GET', url: '/api/staff/tasks', token }), 403, 'FORBIDDEN');
      expectErrorBody(await call(t, { method: 'GET', url: '/api/staff/members', token }), 403, 'FORBIDDEN');
      expectErrorBody(
        await call(t, { method: 'POST', url: '/api/staff/tasks', payload: { title: 'z' }, token }),
        403,
        'FORBIDDEN',
      );
      expectErrorBody(
        await call(t, { method: 'PATCH', url: `/api/staff/tasks/${id}`, payload: { done: true }, token }),
        403,
        'FORBIDDEN',
      );
      expectErrorBody(await call(t, { method: 'DELETE', url: `/api/staff/tasks/${id}`, token }), 403, 'FORBIDDEN');
    }
  });
});

describe('CSV exports', () => {
  it('escapes quotes, commas and line breaks, and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+234')).toBe("'+234");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('\uFEFFa,b\r\n1,\r\n');
  });

  it('review decisions over a date range, with the header row and escaped cells', async () => {
    const song = await uploadSong(t, artist.token, f, { title: '=cmd|calc, "quoted"' });
    await call(t, {
      method: 'POST',
      url: `/api/staff/reviews/${song.id}/reject`,
      payload: { reason: 'Line one,\nline two' },
      token: staff.token,
    });
    const today = new Date(Date.now() + 3600_000).toISOString().slice(0, 10);
    const res = await call(t, {
      method: 'GET',
      url: `/api/staff/exports/review-decisions.csv?from=${today}&to=${today}`,
      token: staff.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="review-decisions-${today}-to-${today}.csv"`);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'Decided at',
      'Decision',
      'Track',
      'Artist',
      'Genre',
      'Reason',
      'Decided by',
      'Submitted at',
      'Response time (hours)',
    ]);
    const row = rows.find((r) => r[2] === `'=cmd|calc, "quoted"`);
    expect(row?.[1]).toBe('Rejected');
    expect(row?.[5]).toBe('Line one,\nline two');
    expect(row?.[6]).toBe('Halima Support');

    const earlier = await call(t, {
      method: 'GET',
      url: '/api/staff/exports/review-decisions.csv?from=2020-01-01&to=2020-01-31',
      token: staff.token,
    });
    expect(parseCsv(earlier.body)).toHaveLength(1);
    const backwards = await call(t, {
      method: 'GET',
      url: '/api/staff/exports/review-decisions.csv?from=2026-02-01&to=2026-01-01',
      token: staff.token,
    });
    expect(expectErrorBody(backwards, 400, 'VALIDATION_FAILED').message).toBe(
      'The start date must be on or before the end date.',
    );
    const noRange = await call(t, {
      method: 'GET',
      url: '/api/staff/exports/review-decisions.csv',
      token: staff.token,
    });
    expectErrorBody(noRange, 400, 'VALIDATION_FAILED');
  });

  it('open quality issues and support tickets', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Report song' });
    // The automatic checks are a queued job (the worker is not started in tests): run it.
    while (await t.app.jobs.runOnce(qualityCheckJob));
    const quality = await call(t, { method: 'GET', url: '/api/staff/exports/quality-issues.csv', token: staff.token });
    expect(quality.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(quality.headers['content-disposition']).toMatch(
      /^attachment; filename="quality-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const q = parseCsv(quality.body);
    expect(q[0]).toEqual(['Raised at', 'Track', 'Artist', 'Issue', 'Description', 'Status', 'Source', 'Raised by']);
    expect(
      q.some((r) => r[1] === 'Report song' && r[3] === 'Low bitrate' && r[5] === 'Needs Fix' && r[6] === 'Automatic'),
    ).toBe(true);
    expect(song.id).toBeTruthy();

    await contact({
      name: '@admin',
      email: 'x@example.ng',
      subject: 'technical',
      message: 'It says "error", then stops.',
    });
    const support = await call(t, { method: 'GET', url: '/api/staff/exports/support-tickets.csv', token: staff.token });
    const s = parseCsv(support.body);
    expect(s[0]).toEqual(['Received at', 'Status', 'Subject', 'Name', 'Email', 'Phone', 'Message', 'Internal notes']);
    expect(
      s.some((r) => r[3] === "'@admin" && r[2] === 'Technical Issue' && r[6] === 'It says "error", then stops.'),
    ).toBe(true);
  });

  it('refuses listeners and artists', async () => {
    for (const url of [
      '/api/staff/exports/review-decisions.csv?from=2026-01-01&to=2026-01-02',
      '/api/staff/exports/quality-issues.csv',
      '/api/staff/exports/support-tickets.csv',
    ]) {
      expectErrorBody(await call(t, { method: 'GET', url }), 401, 'NOT_SIGNED_IN');
      expectErrorBody(await call(t, { method: 'GET', url, token: listener.token }), 403, 'FORBIDDEN');
      expectErrorBody(await call(t, { method: 'GET', url, token: artist.token }), 403, 'FORBIDDEN');
    }
  });
});
