import { lagosDate } from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toasts';
import { downloadCsv, STAFF_EXPORTS } from '../../../features/staff/api/download-csv';

/** /staff/tools: CSV exports for spreadsheets. */
export function StaffTools() {
  const [from, setFrom] = useState(lagosDate(-29));
  const [to, setTo] = useState(lagosDate());
  const [busy, setBusy] = useState<string | null>(null);
  const [rangeError, setRangeError] = useState<string | null>(null);

  const run = async (key: string, url: string) => {
    setBusy(key);
    try {
      toast('success', `Downloaded ${await downloadCsv(url)}`);
    } catch (err) {
      toast('error', (err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const exportDecisions = (event: React.FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setRangeError('Choose both dates.');
    if (from > to) return setRangeError('The start date must be on or before the end date.');
    setRangeError(null);
    void run('decisions', STAFF_EXPORTS.reviewDecisions(from, to));
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        kicker="Staff"
        title="Tools"
        description="Exports as CSV files that open in any spreadsheet. Dates are days in Nigeria (West Africa Time)."
      />
      <div className="flex flex-col gap-6">
        <Card className="p-4 sm:p-6">
          <h2 className="mb-1 text-xl font-bold">Review decisions</h2>
          <p className="mb-4 text-cloth-800">
            Every approval and rejection between two dates, with the reason, who decided and how long the song waited.
          </p>
          <form onSubmit={exportDecisions} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <Field label="From">
              {({ id }) => (
                <Input id={id} type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
              )}
            </Field>
            <Field label="To" error={rangeError}>
              {({ id, invalid, describedBy }) => (
                <Input
                  id={id}
                  type="date"
                  value={to}
                  min={from}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(e) => setTo(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" loading={busy === 'decisions'}>
              Export review decisions
            </Button>
          </form>
        </Card>
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <h2 className="mb-1 text-xl font-bold">Open quality issues</h2>
            <p className="text-cloth-800">The quality report: every issue not yet resolved.</p>
          </div>
          <Button
            variant="outline"
            loading={busy === 'quality'}
            onClick={() => run('quality', STAFF_EXPORTS.qualityIssues)}
          >
            Export quality issues
          </Button>
        </Card>
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <h2 className="mb-1 text-xl font-bold">Support tickets</h2>
            <p className="text-cloth-800">All tickets with their status, subject and internal notes.</p>
          </div>
          <Button
            variant="outline"
            loading={busy === 'support'}
            onClick={() => run('support', STAFF_EXPORTS.supportTickets)}
          >
            Export support tickets
          </Button>
        </Card>
      </div>
    </div>
  );
}
