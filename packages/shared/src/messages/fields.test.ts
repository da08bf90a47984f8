import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AppKeyBodySchema } from '../schemas/app-keys.js';
import { ArtistProfilePatchSchema } from '../schemas/artist.js';
import { ContactBodySchema } from '../schemas/contact.js';
import { ResetSupportRequestBodySchema } from '../schemas/password-reset.js';
import { PlaylistCreateBodySchema } from '../schemas/playlists.js';
import { ArtistApplicationBodySchema, LoginBodySchema, RegisterBodySchema } from '../schemas/users.js';
import { FIELD_MESSAGES } from './fields.js';

const long = (n: number) => 'x'.repeat(n + 1);
const messagesOf = (schema: z.ZodType, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

/**
 * The forms' schemas say a refused field only in sentences of FIELD_MESSAGES: those are the ones
 * the web app finds by code and shows in the reader's language. A sentence written in a schema
 * instead would reach a Hausa or Yoruba reader in English.
 */
describe('FIELD_MESSAGES', () => {
  const refused: [string, z.ZodType, unknown][] = [
    ['registration, empty', RegisterBodySchema, { fullName: ' ', phone: '', password: '', accountType: 'artist' }],
    [
      'registration, too long',
      RegisterBodySchema,
      { fullName: long(100), phone: long(32), password: long(128), email: 'nope', genre: 'Polka' },
    ],
    ['registration, short password', RegisterBodySchema, { fullName: 'A', phone: '0803', password: 'short' }],
    ['sign-in', LoginBodySchema, { phone: '', password: '' }],
    ['artist application', ArtistApplicationBodySchema, { displayName: '', email: long(254), genre: 'x', bio: '' }],
    ['artist application, too long', ArtistApplicationBodySchema, { displayName: long(100), bio: long(2000) }],
    ['contact, empty', ContactBodySchema, { name: '', email: '', subject: 'x', message: '' }],
    ['contact, too long', ContactBodySchema, { name: long(100), email: 'a@b.ng', subject: 'x', message: long(5000) }],
    ['reset request', ResetSupportRequestBodySchema, { fullName: '', phone: '' }],
    ['playlist', PlaylistCreateBodySchema, { name: '' }],
    ['playlist, too long', PlaylistCreateBodySchema, { name: long(100), description: long(1000) }],
    ['music app key', AppKeyBodySchema, { name: '' }],
    ['music app key, too long', AppKeyBodySchema, { name: long(60) }],
    ['artist profile', ArtistProfilePatchSchema, { displayName: long(100), contactEmail: 'nope' }],
  ];
  const sentences = new Set<string>(Object.values(FIELD_MESSAGES));

  it.each(refused)('%s: every problem is a sentence of the table', (_name, schema, body) => {
    const messages = messagesOf(schema, body);
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(sentences, m).toContain(m);
  });

  it('uses every sentence of the table', () => {
    const used = new Set(refused.flatMap(([, schema, body]) => messagesOf(schema, body)));
    expect([...sentences].filter((s) => !used.has(s))).toEqual([]);
  });
});
