import type { ContactBody } from '@nupe/shared';
import { api } from '../../../lib/api-client';

export type ContactResponse = { message: string; id: string };

/** Sends the contact form; the server stores it as a support message for the staff team. */
export function sendContact(body: ContactBody): Promise<ContactResponse> {
  return api<ContactResponse>('/contact', { method: 'POST', body, auth: false });
}
