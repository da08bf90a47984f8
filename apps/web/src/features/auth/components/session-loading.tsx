import { useLingui } from '@lingui/react/macro';

/** A neutral full-page loading state: shown while a screen loads or the session is checked. */
export function SessionLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-sand-50" aria-busy="true">
      <p role="status" className="flex items-center gap-3 text-cloth-800">
        <span
          aria-hidden="true"
          className="inline-block size-5 animate-spin rounded-full border-2 border-cloth-600 border-r-transparent"
        />
        {label ?? t`Checking your session…`}
      </p>
    </div>
  );
}
