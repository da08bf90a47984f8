import type { ReviewDetailResponse } from '@nupe/shared';
import { Card } from '../../../components/ui/card';
import { QualityStatusBadge } from './staff-ui';

/** What the automatic checks found on the upload (or that they are still running), and its open quality issues. */
export function ReviewChecks({ detail: d }: { detail: ReviewDetailResponse }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-3 text-xl font-bold">Automatic checks</h2>
      {d.checksPending ? (
        <p role="status" className="mb-3 rounded-xl bg-sand-50 p-3 text-cloth-800">
          {d.checks.length === 0
            ? 'The automatic checks are running on this upload; they appear here in a moment.'
            : 'The automatic checks are running again on the latest change; these results are from before it.'}
        </p>
      ) : null}
      {d.checks.length === 0 ? (
        d.checksPending ? null : (
          <p className="text-cloth-700">This song was not checked automatically (it came before the checks).</p>
        )
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Automatic checks">
          {d.checks.map((c) => (
            <li key={c.kind} className="flex items-start gap-3">
              <span
                className={
                  c.passed === true
                    ? 'mt-0.5 rounded-bead bg-bead-100 px-2 text-xs font-bold text-bead-700'
                    : c.passed === false
                      ? 'mt-0.5 rounded-bead bg-coral-100 px-2 text-xs font-bold text-coral-700'
                      : 'mt-0.5 rounded-bead bg-cloth-50 px-2 text-xs font-bold text-cloth-700'
                }
              >
                {c.passed === true ? 'Pass' : c.passed === false ? 'Fail' : 'Not run'}
              </span>
              <span>
                <span className="font-semibold">{c.label}:</span> {c.detail}
              </span>
            </li>
          ))}
        </ul>
      )}
      {d.issues.length > 0 ? (
        <>
          <h3 className="mt-5 mb-2 font-bold">Open quality issues</h3>
          <ul className="flex flex-col gap-2">
            {d.issues.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-2">
                <QualityStatusBadge status={i.status} />
                <span className="font-semibold">{i.kindLabel}</span>
                <span className="text-cloth-800">{i.description}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
