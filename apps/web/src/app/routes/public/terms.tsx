import { TERMS_LAST_UPDATED } from '@nupe/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from './page-header';
import { Prose } from './prose';

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <>
      <PageHeader kicker="Legal" title="Terms of Service">
        <p>Last updated: {TERMS_LAST_UPDATED}</p>
      </PageHeader>
      <Prose>
        <p>
          These terms explain the rules for using Nupe Music, the website and the companion mobile app. By creating an
          account or using the service, you agree to them. If you do not agree, please do not use Nupe Music.
        </p>
        <h2>1. The service</h2>
        <p>
          Nupe Music lets you stream and share recordings of Nupe music and oral culture, and lets approved artists
          publish their own recordings. We may change, add or remove features as the platform grows.
        </p>
        <h2>2. Your account</h2>
        <ul>
          <li>You sign in with your phone number and a password of at least 8 characters.</li>
          <li>Give true information when you register, and keep your password to yourself.</li>
          <li>
            You are responsible for what happens under your account. Tell us at once if you think someone else has used
            it.
          </li>
          <li>One account per person. An account may not be sold or handed to someone else.</li>
        </ul>
        <h2>3. Artist accounts and your recordings</h2>
        <p>
          Anyone may apply for an artist account. Our team reviews each application and may approve or decline it. When
          you upload a recording you confirm that you performed it or have the right to publish it, and that it does not
          break anyone else’s rights.
        </p>
        <p>
          You keep ownership of your recordings. By uploading, you give Nupe Music permission to store, copy for
          safekeeping, convert to formats suited to streaming, and make the recording available to listeners on the
          website and the mobile app, for as long as it stays published.
        </p>
        <h2>4. Review and removal</h2>
        <p>
          Uploads from artists are reviewed by our staff before they are published. We may decline or unpublish a
          recording that breaks these terms or the law. When a song is removed it is hidden from listeners at once; the
          original file is kept in the archive so that a mistaken removal can be undone.
        </p>
        <h2>5. Acceptable use</h2>
        <ul>
          <li>Do not upload content that you have no right to share, or that is hateful, violent or unlawful.</li>
          <li>Do not try to break, overload or get around the security of the service.</li>
          <li>Do not collect other people’s personal information from the service.</li>
          <li>
            Listen for your own personal use; do not resell or rebroadcast recordings without the artist’s permission.
          </li>
        </ul>
        <h2>6. Suspension</h2>
        <p>
          We may suspend an account that breaks these terms. A suspended account cannot sign in. If you think your
          account was suspended by mistake, contact us and we will look at it again.
        </p>
        <h2>7. No warranty</h2>
        <p>
          We work to keep Nupe Music available and the archive safe, but the service is provided as it is, without a
          promise that it will always be available or free of errors. To the extent the law allows, we are not liable
          for indirect losses that come from using it.
        </p>
        <h2>8. Privacy</h2>
        <p>
          How we handle your personal data is explained in our <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
        <h2>9. Changes to these terms</h2>
        <p>
          We may update these terms. The date at the top of this page shows when they last changed. If a change is
          significant, we will tell signed-in users in the app or on the website.
        </p>
        <h2>10. Governing law</h2>
        <p>These terms are governed by the laws of the Federal Republic of Nigeria.</p>
        <h2>11. Contact</h2>
        <p>
          Questions about these terms are welcome through our <Link to={paths.contact}>contact page</Link>.
        </p>
      </Prose>
    </>
  );
}
