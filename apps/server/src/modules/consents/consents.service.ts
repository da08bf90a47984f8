import {
  type ConsentChainResponse,
  type ConsentEntryBody,
  type ConsentItemsResponse,
  closedScopes,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { ledgerEntry } from '../../lib/consent-hash.js';
import type { AppEvents } from '../../lib/events.js';
import type { CurrentUser } from '../../plugins/access.js';
import { consentsRepository as repo } from '../../repositories/consents.repository.js';
import { songsRepository } from '../../repositories/songs.repository.js';

export type ConsentsService = ReturnType<typeof createConsentsService>;

/**
 * The consent and provenance ledger: staff append grants and withdrawals to an item's
 * hash chain. Each append moves the item's standing under the consent rule
 * (`closedScopes`, docs/decisions/0012-consent-rule.md): a closed `stream` (withdrawn, or
 * never granted in a ledger that exists) takes it off every public surface at once
 * (songScope.published) until the same person grants it again; the other scopes close their
 * own uses. The original stays in the archive either way.
 */
export function createConsentsService(db: Db, events: AppEvents) {
  async function chain(songId: string): Promise<ConsentChainResponse> {
    const rows = await repo.chain(db, songId);
    const scopes = closedScopes(rows.map((r) => r.entry));
    return {
      consents: rows.map(({ entry: e, recorderName }) => ({
        id: e.id,
        seq: e.seq,
        kind: e.kind,
        person: e.person,
        relation: e.relation,
        scopes: e.scopes as ConsentChainResponse['consents'][number]['scopes'],
        date: e.date,
        witness: e.witness,
        recordedBy: { id: e.recordedBy, name: recorderName ?? e.recordedByName },
        recordedAt: e.recordedAt.toISOString(),
        prevHash: e.prevHash,
        hash: e.hash,
      })),
      withdrawn: scopes.includes('stream'),
      closedScopes: scopes,
    };
  }

  return {
    async items(q: string | undefined): Promise<ConsentItemsResponse> {
      return { songs: await repo.items(db, q || undefined, 100) };
    },

    async list(songId: string): Promise<ConsentChainResponse> {
      if (!(await songsRepository.findRow(db, songId))) throw new AppError('SONG_NOT_FOUND', 404);
      return chain(songId);
    },

    async append(user: CurrentUser, songId: string, body: ConsentEntryBody) {
      await db.transaction(async (tx) => {
        const song = await repo.lockSong(tx, songId);
        if (!song) throw new AppError('SONG_NOT_FOUND', 404);
        const recordedAt = new Date();
        const entry = ledgerEntry(await repo.last(tx, songId), {
          songId,
          kind: body.kind,
          person: body.person,
          relation: body.relation,
          scopes: body.scopes,
          date: body.date,
          witness: body.witness ?? null,
          recordedBy: user.id,
          recordedAt,
        });
        const closed = closedScopes([...(await repo.entries(tx, songId)), entry]);
        await repo.append(
          tx,
          { ...entry, recordedByName: user.fullName },
          {
            closedScopes: closed,
            // A stream closed before keeps the moment it left the public surfaces.
            withdrawnAt: closed.includes('stream') ? (song.withdrawnAt ?? recordedAt) : null,
          },
        );
      });
      // Caches of this process now, of the other instances through the event bus.
      events.songChanged(songId);
      const message =
        body.kind === 'withdrawal' ? SUCCESS_MESSAGES.CONSENT_WITHDRAWN : SUCCESS_MESSAGES.CONSENT_RECORDED;
      return { message, ...(await chain(songId)) };
    },
  };
}
