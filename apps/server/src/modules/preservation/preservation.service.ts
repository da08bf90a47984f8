import type { FixityFailure, FixityRun, PreservationReport } from '@nupe/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { enqueueJob, jobPending } from '../../jobs/define-job.js';
import { fixityAuditJob } from '../../jobs/definitions.js';
import type { Storage } from '../../lib/storage.js';
import { runFixityAudit } from '../../media/fixity-audit.js';
import { type FixityRunRow, fixityRepository as repo } from '../../repositories/fixity.repository.js';
import { jobsRepository } from '../../repositories/jobs.repository.js';

export type FixitySettings = { intervalHours: number; maxBytesPerSecond: number | null };
const HOUR = 60 * 60 * 1000;
/** A new installation's first audit waits this long: the server's start is not slowed. */
const FIRST_RUN_DELAY_MS = 10 * 60 * 1000;
const FAILURES_SHOWN = 100;

export type PreservationService = ReturnType<typeof createPreservationService>;

/** Fixity audits: what the admin Preservation screen shows, "run now", and the schedule. */
export function createPreservationService(db: Db, storage: Storage, settings: FixitySettings) {
  return {
    async report(): Promise<PreservationReport> {
      const [counts, lastRun, failures, scheduled, now, waiting] = await Promise.all([
        repo.counts(db),
        repo.lastRun(db),
        repo.failures(db, FAILURES_SHOWN),
        jobsRepository.nextRunOf(db, fixityAuditJob.name, 'scheduled'),
        jobPending(db, fixityAuditJob, { trigger: 'admin' as const }),
        jobsRepository.runningOf(db, fixityAuditJob.name),
      ]);
      return {
        verified: counts.verified,
        failed: counts.failed,
        missing: counts.missing,
        neverChecked: counts.unseen + counts.recorded,
        lastRun: lastRun ? toRun(lastRun) : null,
        nextRunAt: scheduled?.toISOString() ?? null,
        auditPending: now || waiting > 0,
        failures: failures.map(
          (f): FixityFailure => ({
            storageKey: f.storageKey,
            objectKind: f.objectKind,
            outcome: f.outcome === 'missing' ? 'missing' : 'fail',
            expected: f.expected,
            found: f.found,
            checkedAt: f.checkedAt.toISOString(),
            lastVerifiedAt: f.lastVerifiedAt?.toISOString() ?? null,
            song: f.songId && f.songTitle !== null ? { id: f.songId, title: f.songTitle } : null,
          }),
        ),
      };
    },

    /** An admin's "run an audit now": queued for the worker (one at a time). */
    async runNow(): Promise<void> {
      await enqueueJob(db, fixityAuditJob, { trigger: 'admin' as const });
    },

    /** The job: one audit, then (for a scheduled one) the next, in the job's own transaction. */
    async runJob(trigger: 'schedule' | 'admin', signal: AbortSignal, finish: (tx: DbOrTx) => Promise<void>) {
      const report = await runFixityAudit(db, storage, {
        trigger,
        maxBytesPerSecond: settings.maxBytesPerSecond,
        signal,
      });
      await db.transaction(async (tx) => {
        if (trigger === 'schedule') await scheduleAfter(tx, new Date());
        await finish(tx);
      });
      return report;
    },

    /** At start: an audit is due `intervalHours` after the last one (a new installation's soon). */
    async schedule(): Promise<Date | null> {
      if (settings.intervalHours <= 0) return null;
      // One running on another instance schedules the next itself when it ends.
      if ((await jobsRepository.runningOf(db, fixityAuditJob.name)) > 0) return null;
      const last = await repo.lastFinishedRun(db);
      return scheduleAfter(db, last?.finishedAt ?? null);
    },
  };

  async function scheduleAfter(tx: DbOrTx, lastFinished: Date | null): Promise<Date | null> {
    if (settings.intervalHours <= 0) return null;
    const due = lastFinished
      ? new Date(lastFinished.getTime() + settings.intervalHours * HOUR)
      : new Date(Date.now() + FIRST_RUN_DELAY_MS);
    await enqueueJob(tx, fixityAuditJob, { trigger: 'schedule' as const }, { runAfter: due });
    return due;
  }
}

function toRun(r: FixityRunRow): FixityRun {
  const seconds = r.finishedAt ? (r.finishedAt.getTime() - r.startedAt.getTime()) / 1000 : null;
  return {
    id: r.id,
    trigger: r.trigger,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    objects: r.objects,
    bytes: r.bytes,
    passed: r.passed,
    failed: r.failed,
    missing: r.missing,
    recorded: r.recorded,
    bytesPerSecond: seconds === null ? null : Math.round(r.bytes / Math.max(seconds, 0.001)),
    error: r.error,
  };
}
