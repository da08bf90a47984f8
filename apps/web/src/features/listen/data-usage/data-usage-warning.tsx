import { Trans, useLingui } from '@lingui/react/macro';
import { formatDataSize } from '@nupe/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/close-icon';
import { cn } from '../../../components/ui/cn';
import { dataCostText } from '../../../lib/data-cost';
import { listenPaths } from '../paths';
import { player, usePlayerValue } from '../player-store';
import { totalBytes } from './data-usage';
import { dataUsage, useDataUsage } from './data-usage-store';

/** What Data Saver saves is told with a 4-minute song, through the one cost helper. */
const EXAMPLE_SONG = { durationSeconds: 240, bitrate: null };

/**
 * The warning when this month's data passes 80 % or 100 % of the listener's limit: once per
 * threshold per month (data-usage.ts), on every /listen page, until dismissed. At 100 % it
 * offers Data Saver. Playback goes on either way: the listener decides.
 */
export function DataUsageWarning() {
  const { usage, limit, warning } = useDataUsage();
  const dataSaver = usePlayerValue((s) => s.dataSaver);
  const titleId = useId();
  const { t } = useLingui();
  if (warning === null || limit === null) return null;
  const example = dataCostText(EXAMPLE_SONG, false)?.label;
  const full = warning === 100;
  const used = formatDataSize(totalBytes(usage));
  const cap = formatDataSize(limit);

  return (
    <div className="pointer-events-none fixed inset-x-3 top-18 z-40 flex justify-end sm:right-6 sm:left-auto sm:w-[28rem]">
      <section
        role={full ? 'alert' : 'status'}
        aria-labelledby={titleId}
        className={cn(
          'pointer-events-auto w-full rounded-2xl border-l-4 p-4 text-cloth-950 shadow-card',
          full ? 'border-coral-500 bg-coral-100' : 'border-amber-400 bg-amber-100',
        )}
      >
        <div className="flex items-start gap-2">
          <h2 id={titleId} className="flex-1 font-sans text-base font-bold text-cloth-950">
            {full ? (
              <Trans>You have reached your monthly data limit</Trans>
            ) : (
              <Trans>You have used 80% of your monthly data limit</Trans>
            )}
          </h2>
          <button
            type="button"
            aria-label={t`Dismiss`}
            className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-full text-cloth-900 hover:bg-black/5"
            onClick={() => dataUsage.dismissWarning()}
          >
            <CloseIcon />
          </button>
        </div>
        <p className="mt-1 text-sm text-cloth-900">
          <Trans>
            {used} used this month of your {cap} limit.
          </Trans>{' '}
          {full
            ? dataSaver
              ? t`Data Saver is on. Downloaded songs play without using data.`
              : t`Data Saver streams a smaller copy: a 4-minute song costs ${example}.`
            : t`Songs keep playing; you decide.`}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          {full && !dataSaver ? (
            <button
              type="button"
              className={buttonClasses('primary', 'sm', 'min-h-11')}
              onClick={() => {
                player.setDataSaver(true);
                dataUsage.dismissWarning();
              }}
            >
              <Trans>Turn on Data Saver</Trans>
            </button>
          ) : null}
          <Link
            to={`${listenPaths.library}#data-used`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-cloth-900 underline underline-offset-4"
            onClick={() => dataUsage.dismissWarning()}
          >
            <Trans>See data used</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
