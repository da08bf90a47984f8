import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from './page-header';
import { Prose } from './prose';

export function AboutPage() {
  const { t } = useLingui();
  useDocumentTitle(t`About`);
  return (
    <>
      <PageHeader kicker={t`About Nupe Music`} title={t`Keeping Nupe voices in the world`}>
        <p>
          <Trans>
            Nupe Music is a streaming platform and a living archive for the music and oral culture of the Nupe people of
            Nigeria.
          </Trans>
        </p>
      </PageHeader>
      <Prose>
        <h2>
          <Trans>Why this platform exists</Trans>
        </h2>
        <p>
          <Trans>
            The Nupe people live mostly in Niger State and in parts of Kwara and Kogi States, in Nigeria’s Middle Belt.
            Much of their culture lives in sound: songs for weddings and festivals, the devotional Zikiri, proverbs
            passed from elders to children, preachings, and histories told aloud. Many of these recordings exist only on
            old cassettes, on a single phone, or in the memory of the people who perform them.
          </Trans>
        </p>
        <p>
          <Trans>
            Nupe Music gives these recordings a home where they can be listened to today and kept safe for tomorrow.
          </Trans>
        </p>
        <h2>
          <Trans>What you will find here</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Songs and Zikiri chants.</Trans>
          </li>
          <li>
            <Trans>Proverbs, preachings and gospels.</Trans>
          </li>
          <li>
            <Trans>Histories, Tsankan rhythms and DJ mixes.</Trans>
          </li>
        </ul>
        <h2>
          <Trans>How it works</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Listeners</strong> stream, like and save recordings, and share links to songs with friends and
              family.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Artists</strong> apply for an artist account, then upload their own recordings and albums and see
              how they are heard.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Our staff team</strong> reviews every upload before it is published, checks its quality and
              answers questions from artists and listeners.
            </Trans>
          </li>
        </ul>
        <h2>
          <Trans>An archive, not only a playlist</Trans>
        </h2>
        <p>
          <Trans>
            Each recording is kept as it was uploaded, with a checksum to show it has not changed. Removing a song from
            the catalogue hides it from listeners but does not destroy the original, so nothing is lost by a single
            click.
          </Trans>
        </p>
        <p>
          <Trans>
            The platform is built for the phones and data plans people in Nigeria actually use: pages are small, and
            audio starts quickly.
          </Trans>
        </p>
        <h2>
          <Trans>Take part</Trans>
        </h2>
        <p>
          <Trans>
            If you perform, record or keep Nupe music or spoken word, we would like to hear from you. Apply for an
            artist account, or write to us with questions or recordings you would like to see preserved.
          </Trans>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.registerArtist} className={buttonClasses('secondary')}>
            <Trans>Apply as an artist</Trans>
          </Link>
          <Link to={paths.contact} className={buttonClasses('outline')}>
            <Trans>Contact us</Trans>
          </Link>
        </div>
      </Prose>
    </>
  );
}
