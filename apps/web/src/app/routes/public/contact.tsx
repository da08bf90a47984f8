import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { ContactForm } from '../../../features/contact/components/contact-form';
import { usePublicSite, useSupportHoursText } from '../../../features/site/api/get-public-site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from './page-header';

function ContactDetails() {
  const { i18n } = useLingui();
  const site = usePublicSite();
  const supportHours = useSupportHoursText();
  const data = site.status === 'success' ? site.data : null;
  const email = data?.contactEmail ?? null;
  const phone = data?.contactPhone ?? null;
  return (
    <Card>
      <h2 className="mb-4 text-xl font-bold">
        <Trans>Contact details</Trans>
      </h2>
      <dl className="flex flex-col gap-4">
        <div>
          <dt className="text-sm font-bold tracking-wide text-brass-700 uppercase">
            <Trans>Support hours</Trans>
          </dt>
          <dd
            lang={supportHours && supportHours.lang !== i18n.locale ? supportHours.lang : undefined}
            className="min-h-6 font-semibold"
          >
            {supportHours?.text}
          </dd>
        </div>
        {email ? (
          <div>
            <dt className="text-sm font-bold tracking-wide text-brass-700 uppercase">
              <Trans>Email</Trans>
            </dt>
            <dd>
              <a href={`mailto:${email}`} className="font-semibold break-all text-cloth-700 underline">
                {email}
              </a>
            </dd>
          </div>
        ) : null}
        {phone ? (
          <div>
            <dt className="text-sm font-bold tracking-wide text-brass-700 uppercase">
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={`tel:${phone.replace(/\s+/g, '')}`} className="font-semibold text-cloth-700 underline">
                {phone}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm font-bold tracking-wide text-brass-700 uppercase">
            <Trans>How we answer</Trans>
          </dt>
          <dd className="text-cloth-800">
            <Trans>Messages from the form reach our support team, who reply by email during support hours.</Trans>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function ForArtists() {
  return (
    <div className="rounded-2xl bg-cloth-900 p-6 text-white shadow-card">
      <h2 className="mb-2 text-xl font-bold text-white">
        <Trans>For Artists</Trans>
      </h2>
      <p className="mb-5 text-cloth-100">
        <Trans>
          Share your songs, Zikiri, proverbs or histories with listeners everywhere. Apply for an artist account; our
          team reviews every application.
        </Trans>
      </p>
      <Link to={paths.registerArtist} className={buttonClasses('primary')}>
        <Trans>Apply Now</Trans>
      </Link>
    </div>
  );
}

export function ContactPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Contact`);
  return (
    <>
      <PageHeader kicker={t`Contact`} title={t`Get in touch`}>
        <p>
          <Trans>
            Questions, feedback, recordings you would like preserved, or help with your account: write to us.
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <Card className="sm:p-8">
          <ContactForm />
        </Card>
        <div className="flex flex-col gap-6">
          <ContactDetails />
          <ForArtists />
        </div>
      </div>
    </>
  );
}
