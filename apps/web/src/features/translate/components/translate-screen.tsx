import { isTranslationLocale, LOCALE_NAMES, type TranslationLocale } from '@nupe/shared';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useTranslatableMessages } from '../api/translations';
import { filterMessages, type MessageFilters } from './filter-messages';
import { MessageCard } from './message-card';
import { PoTools } from './po-tools';
import { ProgressSummary } from './progress-summary';
import { TranslateFilters } from './translate-filters';

const PAGE = 40;

function NotATranslator() {
  return (
    <EmptyState title="You are not a translator yet">
      Translators are named by an admin, one language at a time. If you write Nupe, Hausa or Yoruba and want to help,{' '}
      <Link className="font-semibold underline" to={paths.contact}>
        write to us
      </Link>
      .
    </EmptyState>
  );
}

/** The Translate screen: every interface message in one language, filtered, with progress and actions. */
export function TranslateScreen({ me }: { me: string }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('lang');
  const lang: TranslationLocale = isTranslationLocale(asked) ? asked : 'nup';
  const setLang = (next: TranslationLocale) => setParams({ lang: next }, { replace: true });
  const [filters, setFilters] = useState<MessageFilters>({ q: '', status: 'all', area: 'all' });
  const [shown, setShown] = useState(PAGE);
  const list = useTranslatableMessages(lang);
  const messages = list.data?.messages ?? [];
  const areas = useMemo(() => [...new Set(messages.map((m) => m.area))].sort(), [messages]);
  const filtered = useMemo(() => filterMessages(messages, filters), [messages, filters]);
  const set = (patch: Partial<MessageFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setShown(PAGE);
  };

  if (list.isError && list.error instanceof ApiError && list.error.code === 'NOT_A_TRANSLATOR') {
    return <NotATranslator />;
  }
  return (
    <div className="flex flex-col gap-4">
      <TranslateFilters lang={lang} onLang={setLang} filters={filters} onFilters={set} areas={areas} />
      {list.isPending ? (
        <ListSkeleton rows={4} />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <ProgressSummary lang={lang} messages={messages} />
          {list.data.canTranslate ? (
            <PoTools lang={lang} />
          ) : (
            <p>You may read {LOCALE_NAMES[lang]} here, not edit it.</p>
          )}
          <p className="text-sm text-cloth-700" aria-live="polite">
            {filtered.length} of {messages.length} messages
          </p>
          {filtered.length === 0 ? <EmptyState>No message matches these filters.</EmptyState> : null}
          <ul className="flex flex-col gap-3" aria-label="Messages">
            {filtered.slice(0, shown).map((m) => (
              <li key={m.id}>
                <MessageCard message={m} lang={lang} canTranslate={list.data.canTranslate} me={me} />
              </li>
            ))}
          </ul>
          {filtered.length > shown ? (
            <Button variant="outline" className="self-center" onClick={() => setShown((n) => n + PAGE)}>
              Show more
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
