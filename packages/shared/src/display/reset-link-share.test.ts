import { describe, expect, it } from 'vitest';
import { RESET_CODE_LENGTH } from '../constants/password-reset.js';
import { PASSWORD_RESET_MESSAGES } from '../messages/index.js';
import { lagosClock, resetLinkShare } from './reset-link-share.js';

describe('resetLinkShare', () => {
  const url = 'https://nupe.example/reset-password?token=abc_DEF-123';
  // 13:05 UTC is 14:05 in Lagos (UTC+1, no daylight saving).
  const expiresAt = new Date('2026-03-14T13:05:00Z');
  const share = resetLinkShare(url, '+2348031234567', expiresAt);

  it('names the link and its end in West Africa Time', () => {
    expect(share.text).toContain(url);
    expect(share.text).toContain('until 14:05 (West Africa Time)');
  });

  it('opens WhatsApp on the international number without +', () => {
    expect(share.whatsappUrl.startsWith('https://wa.me/2348031234567?text=')).toBe(true);
    const text = new URL(share.whatsappUrl).searchParams.get('text');
    expect(text).toBe(share.text);
  });

  it('opens the SMS app with the same sentence as its body', () => {
    expect(share.smsUrl.startsWith('sms:+2348031234567?body=')).toBe(true);
    expect(decodeURIComponent(share.smsUrl.split('?body=')[1] ?? '')).toBe(share.text);
    // Everything after body= is encoded: the link's own ? and & cannot end the body early.
    expect(share.smsUrl.split('?body=')[1]).not.toMatch(/[?&= ]/);
  });
});

describe('reset sentences', () => {
  it('the code SMS carries the code and how long it works', () => {
    expect(PASSWORD_RESET_MESSAGES.codeSms('042917')).toContain('042917');
    expect(PASSWORD_RESET_MESSAGES.codeSms('042917')).toContain('10 minutes');
    expect(RESET_CODE_LENGTH).toBe(6);
  });

  it('the ticket note says until when the link works, in Lagos time', () => {
    expect(lagosClock(new Date('2026-03-14T23:40:00Z'))).toBe('00:40');
    expect(PASSWORD_RESET_MESSAGES.linkNote('00:40')).toContain('until 00:40 (West Africa Time)');
  });
});
