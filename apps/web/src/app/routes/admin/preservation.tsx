import { FIXITY_OBJECT_KIND_LABELS, type FixityRun, type PreservationReport } from '@nupe/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { serverErrorOr } from '../../../features/admin/api/artist-requests';
import { usePreservation, useRunAudit } from '../../../features/admin/api/preservation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { dateTime, formatBytes, num } from './admin-ui';
import { BagExport } from './bag-export';

const TRIGGER_LABELS: Record<FixityRun['trigger'], string> = {
  schedule: 'scheduled',
  command: 'from the command line',
  admin: 'started by an admin',
};

/** /admin/preservation: fixity of every kept file, the last audit, the failures, "run now". */
export function AdminPreservationPage() {
  useDocumentTitle('Preservation');
  const report = usePreservation();
  const run = useRunAudit();
  const pending = report.data?.auditPending ?? false;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Preservation"
        description="Every original, streaming copy and cover is re-read on a schedule and its SHA-256 compared with the one recorded when it was kept. Damaged or missing files are never repaired silently: they are listed here and raised to staff."
        actions={
          <Button
            onClick={() =>
              run.mutate(undefined, {
                onSuccess: (r) => toast('success', r.message),
                onError: (err) => toast('error', serverErrorOr(err, 'The audit could not be queued.')),
              })
            }
            loading={run.isPending}
            disabled={pending}
          >
            {pending ? 'Audit in progress…' : 'Run audit now'}
          </Button>
        }
      />
      {report.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading" className="grid gap-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : report.isError ? (
        <ErrorState
          message={serverErrorOr(report.error, 'The preservation report could not be loaded.')}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <PreservationReportView report={report.data} />
      )}
      <div className="mt-6">
        <BagExport />
      </div>
    </div>
  );
}

function PreservationReportView({ report }: { report: PreservationReport }) {
  const counts = [
    { label: 'Verified', value: report.verified, tone: 'text-bead-700' },
    { label: 'Failed', value: report.failed, tone: report.failed > 0 ? 'text-coral-700' : '' },
    { label: 'Missing', value: report.missing, tone: report.missing > 0 ? 'text-coral-700' : '' },
    { label: 'Never checked', value: report.neverChecked, tone: '' },
  ];
  const run = report.lastRun;
  return (
    <div className="grid min-w-0 gap-6">
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-4" aria-label="Kept files">
        {counts.map((c) => (
          <li key={c.label}>
            <Card className="min-w-0 p-3 sm:p-4">
              <p className="text-sm font-semibold text-cloth-700">{c.label}</p>
              <p className={cn('text-2xl font-bold tabular-nums sm:text-3xl', c.tone)}>{num.format(c.value)}</p>
            </Card>
          </li>
        ))}
      </ul>

      <Card className="min-w-0">
        <h2 className="mb-3 text-xl font-bold">Last audit</h2>
        {run ? (
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            <Fact term="Started">
              {dateTime.format(new Date(run.startedAt))} ({TRIGGER_LABELS[run.trigger]})
            </Fact>
            <Fact term="Finished">{run.finishedAt ? dateTime.format(new Date(run.finishedAt)) : 'Still running'}</Fact>
            <Fact term="Files read">
              {num.format(run.objects)} ({formatBytes(run.bytes)})
            </Fact>
            <Fact term="Throughput">{run.bytesPerSecond === null ? '—' : `${formatBytes(run.bytesPerSecond)}/s`}</Fact>
            <Fact term="Outcome">
              {num.format(run.passed)} verified, {num.format(run.failed)} failed, {num.format(run.missing)} missing
              {run.recorded > 0 ? `, ${num.format(run.recorded)} checksums recorded for the first time` : ''}
            </Fact>
            <Fact term="Next scheduled audit">
              {report.nextRunAt ? dateTime.format(new Date(report.nextRunAt)) : 'None scheduled'}
            </Fact>
            {run.error ? (
              <div className="sm:col-span-2 lg:col-span-3">
                <dt className="font-semibold text-coral-700">Stopped early</dt>
                <dd>{run.error}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="text-cloth-700">
            No audit has run yet.{' '}
            {report.nextRunAt
              ? `The first is scheduled for ${dateTime.format(new Date(report.nextRunAt))}.`
              : 'Run one now, or set FIXITY_INTERVAL_HOURS to schedule them.'}
          </p>
        )}
      </Card>

      <section aria-labelledby="failures-title">
        <h2 id="failures-title" className="mb-3 text-xl font-bold">
          Failures
        </h2>
        {report.failures.length === 0 ? (
          <EmptyState title="No failures">Every file checked so far matched its recorded checksum.</EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label="Failures">
            {report.failures.map((f) => (
              <li key={f.storageKey}>
                <Card className="min-w-0 border-l-4 border-l-coral-500">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-bold">
                      {f.outcome === 'missing' ? 'Missing' : 'Checksum mismatch'} ·{' '}
                      {FIXITY_OBJECT_KIND_LABELS[f.objectKind]}
                      {f.song ? (
                        <>
                          {' '}
                          of{' '}
                          <Link to={paths.song(f.song.id)} className="underline">
                            {f.song.title}
                          </Link>
                        </>
                      ) : null}
                    </p>
                    <p className="text-sm text-cloth-700">Checked {dateTime.format(new Date(f.checkedAt))}</p>
                  </div>
                  <dl className="mt-2 grid gap-1 text-sm">
                    <Hash term="File" value={f.storageKey} />
                    <Hash term="Expected SHA-256" value={f.expected} />
                    {f.found ? <Hash term="Found SHA-256" value={f.found} /> : null}
                    <div className="flex flex-wrap gap-x-2">
                      <dt className="font-semibold text-cloth-700">Last verified</dt>
                      <dd>{f.lastVerifiedAt ? dateTime.format(new Date(f.lastVerifiedAt)) : 'Never'}</dd>
                    </div>
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-cloth-700">{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** A long identifier that wraps anywhere rather than widening a phone's screen. */
function Hash({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="font-semibold text-cloth-700">{term}</dt>
      <dd className="min-w-0 break-all font-mono text-xs">{value}</dd>
    </div>
  );
}
