import type { ContactBody } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { supportRepository } from '../../repositories/support.repository.js';

/** The contact form is stored as a support message that staff see as a ticket. */
export function createContactService(db: Db) {
  return {
    /** Stores the message, from the signed-in sender when there is one; answers its id. */
    send(body: ContactBody, userId: string | null): Promise<string> {
      return supportRepository.insertMessage(db, { ...body, userId });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
