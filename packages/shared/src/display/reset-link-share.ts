import { PASSWORD_RESET_MESSAGES } from '../messages/index.js';

/** "HH:mm" of a moment in Lagos (West Africa Time, UTC+1 all year, no daylight saving). */
export function lagosClock(at: Date): string {
  return new Date(at.getTime() + 3_600_000).toISOString().slice(11, 16);
}

/**
 * The addresses staff use to hand a reset link to its owner: WhatsApp's click-to-chat
 * (`https://wa.me/<international number without +>?text=…`) and the phone's SMS app
 * (`sms:<number>?body=…`), both carrying the same sentence.
 */
export function resetLinkShare(url: string, phoneE164: string, expiresAt: Date) {
  const text = PASSWORD_RESET_MESSAGES.shareText(url, lagosClock(expiresAt));
  const digits = phoneE164.replace(/\D/g, '');
  return {
    text,
    whatsappUrl: `https://wa.me/${digits}?text=${encodeURIComponent(text)}`,
    smsUrl: `sms:+${digits}?body=${encodeURIComponent(text)}`,
  };
}
