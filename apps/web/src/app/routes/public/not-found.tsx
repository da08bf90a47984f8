import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="mb-3 text-sm font-bold tracking-widest text-brass-700 uppercase">404</p>
      <h1 className="mb-4 text-3xl font-bold sm:text-4xl">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mb-8 text-lg text-cloth-800">
        <Trans>There is nothing at this address. It may have moved, or the link may be mistyped.</Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('secondary')}>
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to={paths.contact} className={buttonClasses('outline')}>
          <Trans>Contact us</Trans>
        </Link>
      </div>
    </section>
  );
}
