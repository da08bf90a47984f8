import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from './page-header';
import { Prose } from './prose';

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <>
      <PageHeader kicker="About Nupe Music" title="Keeping Nupe voices in the world">
        <p>
          Nupe Music is a streaming platform and a living archive for the music and oral culture of the Nupe people of
          Nigeria.
        </p>
      </PageHeader>
      <Prose>
        <h2>Why this platform exists</h2>
        <p>
          The Nupe people live mostly in Niger State and in parts of Kwara and Kogi States, in Nigeria’s Middle Belt.
          Much of their culture lives in sound: songs for weddings and festivals, the devotional Zikiri, proverbs passed
          from elders to children, preachings, and histories told aloud. Many of these recordings exist only on old
          cassettes, on a single phone, or in the memory of the people who perform them.
        </p>
        <p>Nupe Music gives these recordings a home where they can be listened to today and kept safe for tomorrow.</p>
        <h2>What you will find here</h2>
        <ul>
          <li>Songs and Zikiri chants.</li>
          <li>Proverbs, preachings and gospels.</li>
          <li>Histories, Tsankan rhythms and DJ mixes.</li>
        </ul>
        <h2>How it works</h2>
        <ul>
          <li>
            <strong>Listeners</strong> stream, like and save recordings, and share links to songs with friends and
            family.
          </li>
          <li>
            <strong>Artists</strong> apply for an artist account, then upload their own recordings and albums and see
            how they are heard.
          </li>
          <li>
            <strong>Our staff team</strong> reviews every upload before it is published, checks its quality and answers
            questions from artists and listeners.
          </li>
        </ul>
        <h2>An archive, not only a playlist</h2>
        <p>
          Each recording is kept as it was uploaded, with a checksum to show it has not changed. Removing a song from
          the catalogue hides it from listeners but does not destroy the original, so nothing is lost by a single click.
        </p>
        <p>
          The platform is built for the phones and data plans people in Nigeria actually use: pages are small, and audio
          starts quickly.
        </p>
        <h2>Take part</h2>
        <p>
          If you perform, record or keep Nupe music or spoken word, we would like to hear from you. Apply for an artist
          account, or write to us with questions or recordings you would like to see preserved.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.registerArtist} className={buttonClasses('secondary')}>
            Apply as an artist
          </Link>
          <Link to={paths.contact} className={buttonClasses('outline')}>
            Contact us
          </Link>
        </div>
      </Prose>
    </>
  );
}
