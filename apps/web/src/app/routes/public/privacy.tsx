import { PRIVACY_COUNTRY, PRIVACY_LAST_UPDATED } from '@nupe/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from './page-header';

type Section = { id: string; title: string; body: ReactNode };

const SECTIONS: Section[] = [
  {
    id: 'interpretation',
    title: 'Interpretation and definitions',
    body: (
      <>
        <p>In this policy:</p>
        <ul>
          <li>
            <strong>“Nupe Music”, “we”, “us”</strong> means the Nupe Music platform: the website and the companion
            mobile app.
          </li>
          <li>
            <strong>“You”</strong> means the person using the service, as a listener, an artist or a member of our team.
          </li>
          <li>
            <strong>“Personal data”</strong> means any information that identifies you or could be used to identify you.
          </li>
          <li>
            <strong>“Country”</strong> refers to {PRIVACY_COUNTRY}.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'collecting',
    title: 'Collecting your personal data',
    body: (
      <>
        <p>While you use Nupe Music we may ask for, or record, the following:</p>
        <ul>
          <li>Email address</li>
          <li>First name and last name</li>
          <li>Phone number (you sign in with it)</li>
          <li>
            Usage data: which recordings are played, downloaded, liked or saved, when, and technical details such as
            your device type and browser, used to count plays and keep the service working
          </li>
        </ul>
        <p>
          In the mobile app, with your permission, we may access your camera and photo library, for example so that you
          can choose a profile picture or a cover image. You can withdraw that permission at any time in your phone’s
          settings.
        </p>
        <p>
          Artists also give us the details of their artist application (display name, genre, a short biography and an
          optional picture) and the recordings they upload.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Use of your personal data',
    body: (
      <>
        <p>We use personal data to:</p>
        <ul>
          <li>create and secure your account and sign you in;</li>
          <li>stream recordings to you and remember your likes and favourites;</li>
          <li>count plays and downloads so that artists see how their music is heard;</li>
          <li>review artist applications and uploads;</li>
          <li>answer the messages you send us;</li>
          <li>keep the service safe, for example by limiting repeated failed sign-in attempts.</li>
        </ul>
        <p>We do not sell your personal data, and we do not use it for advertising.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing your personal data',
    body: (
      <>
        <p>
          Your phone number, email address and password are never shown to other users. An artist’s display name,
          picture and biography are public once the artist is approved, because they appear next to their music.
        </p>
        <p>
          We share personal data only with service providers that help us run the platform (such as hosting), under an
          obligation to protect it, or when the law of {PRIVACY_COUNTRY} requires us to.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Retention of your personal data',
    body: (
      <p>
        We keep your account data for as long as your account exists. Play and download records are kept to produce
        accurate statistics. Messages sent through the contact form are kept while we handle them and for a reasonable
        time afterwards. Recordings you published stay in the archive unless you ask us to remove them.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security of your personal data',
    body: (
      <p>
        Passwords are stored only as a one-way, memory-hard hash, never in readable form. Access to each part of the
        platform is limited to the people whose role needs it. No method of storage or transfer over the internet is
        perfectly secure, but we work to protect your data with care.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        Under the data protection law of {PRIVACY_COUNTRY}, you may ask us for a copy of the personal data we hold about
        you, ask us to correct it, or ask us to delete your account. Write to us through the contact page and we will
        answer.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    body: (
      <p>
        Nupe Music is not meant for children under 13 to use on their own, and we do not knowingly collect their
        personal data. If you believe a child has given us personal data, contact us and we will remove it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this privacy policy',
    body: (
      <p>
        We may update this policy. The “last updated” date at the top of this page shows when it last changed. If a
        change is significant, we will tell signed-in users in the app or on the website.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        If you have any questions about this privacy policy, send us a message through our{' '}
        <Link to={paths.contact}>contact page</Link> and choose the subject “General Inquiry”.
      </p>
    ),
  },
];

function PolicySection({ section, open, onToggle }: { section: Section; open: boolean; onToggle: () => void }) {
  const panelId = `${section.id}-content`;
  return (
    <section id={section.id} className="border-b border-sand-200">
      <h2 className="text-xl font-bold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 py-5 text-left font-display text-cloth-900 hover:text-cloth-600"
        >
          {section.title}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h2>
      <div
        id={panelId}
        hidden={!open}
        className="pb-6 text-lg [&_a]:font-semibold [&_a]:text-cloth-700 [&_a]:underline [&_li]:mb-1.5 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6"
      >
        {section.body}
      </div>
    </section>
  );
}

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  const { hash } = useLocation();
  const [open, setOpen] = useState<Set<string>>(() => new Set());

  // Following a table-of-contents link (or arriving with #section) opens that section.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!SECTIONS.some((s) => s.id === id)) return;
    setOpen((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
    document.getElementById(id)?.scrollIntoView();
  }, [hash]);

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const allOpen = open.size === SECTIONS.length;

  return (
    <>
      <PageHeader kicker="Legal" title="Privacy Policy">
        <p>Last updated: {PRIVACY_LAST_UPDATED}</p>
        <p className="mt-2">
          This policy explains what personal data Nupe Music collects, why, and what you can do about it.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-heading" className="mb-3 font-sans text-sm font-bold tracking-widest text-brass-700 uppercase">
            Contents
          </h2>
          <ol className="flex list-decimal flex-col gap-1.5 pl-5 marker:text-cloth-600">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  onClick={() => setOpen((prev) => (prev.has(s.id) ? prev : new Set(prev).add(s.id)))}
                  className="text-cloth-800 underline-offset-4 hover:text-cloth-600 hover:underline"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div>
          <div className="mb-2 flex justify-end">
            <button
              type="button"
              onClick={() => setOpen(allOpen ? new Set() : new Set(SECTIONS.map((s) => s.id)))}
              className="rounded-md px-2 py-1 text-sm font-semibold text-cloth-700 underline underline-offset-4 hover:text-cloth-600"
            >
              {allOpen ? 'Collapse all sections' : 'Expand all sections'}
            </button>
          </div>
          <div className="border-t border-sand-200">
            {SECTIONS.map((s) => (
              <PolicySection key={s.id} section={s} open={open.has(s.id)} onToggle={() => toggle(s.id)} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
