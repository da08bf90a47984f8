import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { listenPaths } from '../../../features/listen/paths';

export function ListenNotFound() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-2xl font-bold">
        <Trans>Not found</Trans>
      </h1>
      <p className="mt-2 text-cloth-700">
        <Trans>This page is not in the listener app.</Trans>
      </p>
      <Link to={listenPaths.home} className="mt-4 inline-block font-semibold text-cloth-700 underline">
        <Trans>Back to Listen</Trans>
      </Link>
    </div>
  );
}
