import { describe, expect, it } from 'vitest';
import { LoginBodySchema, RegisterBodySchema } from './users.js';

const listener = { fullName: 'Zainab Nma', phone: '0803 123 4567', password: 'longenough1' };
const artistFields = { displayName: 'Zainab', email: 'zainab@example.ng', genre: 'Zikiri', bio: 'Zikiri from Bida.' };

const issuesOf = (body: unknown) => {
  const r = RegisterBodySchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('RegisterBodySchema', () => {
  it('accepts a listener without any artist field', () => {
    expect(issuesOf(listener)).toEqual([]);
    expect(issuesOf({ ...listener, accountType: 'listener' })).toEqual([]);
  });

  it('requires displayName, email, genre and bio only for an artist', () => {
    expect(issuesOf({ ...listener, accountType: 'artist' })).toEqual([
      'displayName: Display name is required for an artist account.',
      'email: Email is required for an artist account.',
      'genre: Genre is required for an artist account.',
      'bio: Bio is required for an artist account.',
    ]);
    expect(issuesOf({ ...listener, accountType: 'artist', ...artistFields })).toEqual([]);
  });

  it('trims names and refuses blank or over-long ones', () => {
    const parsed = RegisterBodySchema.parse({ ...listener, fullName: '  Zainab Nma  ' });
    expect(parsed.fullName).toBe('Zainab Nma');
    expect(issuesOf({ ...listener, fullName: '   ' })).toEqual(['fullName: Full name is required.']);
    expect(issuesOf({ ...listener, fullName: 'x'.repeat(101) })).toEqual([
      'fullName: Full name must be at most 100 characters.',
    ]);
  });

  it('refuses short passwords, bad emails, unknown genres and extra fields', () => {
    expect(issuesOf({ ...listener, password: 'short' })).toEqual(['password: Password must be at least 8 characters.']);
    expect(issuesOf({ ...listener, email: 'not-an-email' })).toEqual(['email: Enter a valid email address.']);
    expect(issuesOf({ ...listener, accountType: 'artist', ...artistFields, genre: 'Preaching' })[0]).toMatch(
      /^genre: Genre must be one of: Songs, Zikiri/,
    );
    expect(issuesOf({ ...listener, isAdmin: true })[0]).toMatch(/isAdmin/);
  });

  it('refuses an unknown account type', () => {
    expect(issuesOf({ ...listener, accountType: 'admin' })).toHaveLength(1);
  });
});

describe('LoginBodySchema', () => {
  it('takes phone, password and an optional remember-me', () => {
    expect(LoginBodySchema.safeParse({ phone: '0803', password: 'x' }).success).toBe(true);
    expect(LoginBodySchema.safeParse({ phone: '0803', password: 'x', rememberMe: true }).success).toBe(true);
    expect(LoginBodySchema.safeParse({ phone: '0803', password: '' }).success).toBe(false);
    expect(LoginBodySchema.safeParse({ phone: '', password: 'x' }).success).toBe(false);
    expect(LoginBodySchema.safeParse({ phone: '0803', password: 'x', role: 'admin' }).success).toBe(false);
  });
});
