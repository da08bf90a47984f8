import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import { QrCodeImage } from './qr-code-image';

function Row({ label, hint, children }: { label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <dt className="text-sm font-bold tracking-wide text-cloth-700 uppercase">{label}</dt>
      <dd className="mt-1.5">
        {children}
        {hint ? <p className="mt-1.5 text-sm text-cloth-700">{hint}</p> : null}
      </dd>
    </div>
  );
}

/** A value to type, as selectable text, with its Copy button beside it. */
function Value({ value, what }: { value: string; what: string }) {
  return (
    <div className="flex items-center gap-3">
      <code className="min-w-0 flex-1 rounded-lg bg-sand-100 px-3 py-2.5 font-mono text-sm break-all sm:text-[0.95rem] text-cloth-950">
        {value}
      </code>
      <CopyButton value={value} what={what} />
    </div>
  );
}

/**
 * What to type into a music app's "add server" screen: the server address (also as a QR code
 * some apps scan), the user name (the account's phone number) and, as the password, an app key.
 */
export function ConnectValues({ server, username, keyHref }: { server: string; username: string; keyHref: string }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-start md:gap-8">
      <dl className="divide-y divide-sand-200">
        <Row label={t`Server address`}>
          <Value value={server} what={t`server address`} />
        </Row>
        <Row label={t`User name`} hint={t`Your account’s phone number (typed as 0803… it works too).`}>
          <Value value={username} what={t`user name`} />
        </Row>
        <Row
          label={t`Password`}
          hint={t`Your account password is never accepted by music apps: each device gets its own key, which you can revoke at any time.`}
        >
          <p className="rounded-lg bg-sand-100 px-3 py-2.5 text-cloth-900">
            <Trans>
              An app key.{' '}
              <a href={keyHref} className="font-semibold text-cloth-800 underline underline-offset-2">
                Create one for this device
              </a>{' '}
              and copy it in.
            </Trans>
          </p>
        </Row>
      </dl>
      <figure className="flex items-center gap-4 rounded-xl border border-sand-200 bg-white p-3 md:w-52 md:flex-col md:gap-2 md:p-4">
        <QrCodeImage
          text={server}
          label={t`QR code of the server address, ${server}`}
          className="size-28 shrink-0 md:size-40"
        />
        <figcaption className="text-sm text-cloth-700 md:text-center">
          <Trans>On another device, scan this with the camera to get the server address without typing it.</Trans>
        </figcaption>
      </figure>
    </div>
  );
}
