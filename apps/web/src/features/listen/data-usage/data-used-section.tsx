import { Trans, useLingui } from '@lingui/react/macro';
import { formatDataSize } from '@nupe/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Field, Input, Select } from '../../../components/ui/field';
import { localDate } from '../../../lib/format';
import { DataSaverToggle } from '../components/data-saver-toggle';
import { LIMIT_CHOICES, limitFromMegabytes, type MonthUsage, percentOfLimit, totalBytes } from './data-usage';
import { dataUsage, useDataUsage } from './data-usage-store';

/**
 * "Data used": this month's audio data on this device (streaming and downloads), the monthly
 * limit the listener sets, and Data Saver beside them. Warnings at 80 % and 100 % of the limit
 * are DataUsageWarning's; nothing here stops a song from playing.
 */
export function DataUsedSection({ className }: { className?: string }) {
  const { usage, limit } = useDataUsage();
  const headingId = useId();
  const used = formatDataSize(totalBytes(usage));
  const since = localDate(`${usage.month}-01`);
  // The month may have turned, or another tab counted, since this page last looked.
  useEffect(() => dataUsage.refresh(), []);

  return (
    <section
      id="data-used"
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl font-bold">
            <Trans>Data used</Trans>
          </h2>
          <p className="mt-1 text-xl font-bold text-cloth-950 tabular-nums sm:text-2xl" data-testid="data-used-total">
            <Trans>{used} used this month</Trans>
          </p>
          <p className="text-sm text-cloth-700">
            <Trans>Songs streamed and downloaded on this device since {since}</Trans>
          </p>
        </div>
        <DataSaverToggle />
      </div>
      <LimitMeter usage={usage} limit={limit} />
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="rounded-xl bg-sand-100 px-3 py-2">
          <dt className="text-sm font-semibold text-cloth-700">
            <Trans>Streaming</Trans>
          </dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="data-used-streaming">
            {formatDataSize(usage.streaming)}
          </dd>
        </div>
        <div className="rounded-xl bg-sand-100 px-3 py-2">
          <dt className="text-sm font-semibold text-cloth-700">
            <Trans>Downloads</Trans>
          </dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="data-used-downloads">
            {formatDataSize(usage.downloads)}
          </dd>
        </div>
      </dl>
      <LimitPicker limit={limit} />
      <p className="mt-4 max-w-prose text-sm text-cloth-700">
        <Trans>
          Counted from the audio that really arrives, so a song you skip early costs less. Songs you downloaded play
          without using data. It starts again on the 1st of each month (Lagos time). Nothing stops playing at your
          limit: you decide.
        </Trans>
      </p>
    </section>
  );
}

/** How much of the limit is used: a bar that turns amber at 80 % and coral at 100 %. */
function LimitMeter({ usage, limit }: { usage: MonthUsage; limit: number | null }) {
  const labelId = useId();
  const { t } = useLingui();
  const percent = percentOfLimit(usage, limit);
  if (limit === null || percent === null) return null;
  const used = totalBytes(usage);
  const whole = Math.floor(percent);
  const cap = formatDataSize(limit);
  const usedText = formatDataSize(used);
  return (
    <div className="mt-4 sm:max-w-md">
      <p id={labelId} className="text-sm font-semibold text-cloth-800">
        {percent > 0 && percent < 1
          ? t`Less than 1% of your ${cap} monthly limit`
          : t`${whole}% of your ${cap} monthly limit`}
      </p>
      {/* The meter for screen readers; the bar beside it is drawn for the eye (a styled <meter> differs in every browser). */}
      <meter
        className="sr-only"
        aria-labelledby={labelId}
        min={0}
        max={limit}
        low={limit * 0.8}
        high={limit}
        optimum={0}
        value={Math.min(used, limit)}
      >
        {t`${usedText} of ${cap}`}
      </meter>
      <div aria-hidden="true" className="mt-1 h-3 overflow-hidden rounded-full bg-sand-200">
        <div
          className={cn(
            'h-full rounded-full',
            percent >= 100 ? 'bg-coral-500' : percent >= 80 ? 'bg-amber-400' : 'bg-bead-500',
          )}
          style={{ width: `${Math.min(100, Math.max(percent, used > 0 ? 2 : 0))}%` }}
        />
      </div>
    </div>
  );
}

const CUSTOM = 'custom';
const NONE = 'none';

/** The monthly limit: none, 500 MB, 1 GB, 2 GB or a custom size in MB. */
function LimitPicker({ limit }: { limit: number | null }) {
  const stored = limit === null ? NONE : (LIMIT_CHOICES as readonly number[]).includes(limit) ? String(limit) : CUSTOM;
  const [choice, setChoice] = useState(stored);
  const [custom, setCustom] = useState(stored === CUSTOM && limit !== null ? String(limit / 1_000_000) : '');
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  // Another tab changed the limit: show its choice.
  useEffect(() => setChoice((now) => (now === CUSTOM && stored !== NONE ? now : stored)), [stored]);

  const choose = (value: string) => {
    setChoice(value);
    setError(null);
    if (value === NONE) dataUsage.setLimit(null);
    else if (value !== CUSTOM) dataUsage.setLimit(Number(value));
  };

  const cap = limit === null ? '' : formatDataSize(limit);
  const near = limit === null ? '' : formatDataSize(limit * 0.8);

  const saveCustom = (event: FormEvent) => {
    event.preventDefault();
    const bytes = limitFromMegabytes(custom);
    if (bytes === null) return setError(t`Enter a size in MB, such as 750 or 0.5.`);
    setError(null);
    dataUsage.setLimit(bytes);
  };

  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <Field label={t`Monthly limit`} className="w-44">
        {({ id }) => (
          <Select id={id} value={choice} onChange={(e) => choose(e.currentTarget.value)}>
            <option value={NONE}>{t`No limit`}</option>
            {LIMIT_CHOICES.map((bytes) => (
              <option key={bytes} value={String(bytes)}>
                {formatDataSize(bytes)}
              </option>
            ))}
            <option value={CUSTOM}>{t`Custom…`}</option>
          </Select>
        )}
      </Field>
      {choice === CUSTOM ? (
        <form onSubmit={saveCustom} noValidate className="flex flex-wrap items-end gap-3">
          <Field label={t`Limit in MB`} error={error} className="w-36">
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                value={custom}
                onChange={(e) => setCustom(e.currentTarget.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <button type="submit" className={buttonClasses('secondary', 'md', 'min-h-12')}>
            <Trans>Set limit</Trans>
          </button>
        </form>
      ) : null}
      <p role="status" className="basis-full text-sm text-cloth-800">
        {limit === null
          ? t`No limit set: no warnings.`
          : t`Limit ${cap}: you are warned at ${near} (80%) and at ${cap}.`}
      </p>
    </div>
  );
}
