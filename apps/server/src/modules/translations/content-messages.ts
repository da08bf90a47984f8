import { TK_LABEL_CODES, TK_LABELS, tkLabelMessageId } from '@nupe/shared';
import type { CatalogMessage } from './catalog-message.js';

/**
 * Texts people read that are not interface messages of the web app's catalogs, translated the
 * same way: the Traditional Knowledge labels' names and texts (shared constants). Each has a
 * fixed id and a msgctxt naming it, so a PO file finds it again.
 */
export function contentMessages(): CatalogMessage[] {
  return TK_LABEL_CODES.flatMap((code) =>
    (['name', 'text'] as const).map((part) => ({
      id: tkLabelMessageId(code, part),
      source: TK_LABELS[code][part],
      context: `TK label ${code} ${part}`,
      origins: ['packages/shared/src/schemas/access.ts'],
      area: 'tk labels',
      notes: [
        part === 'name'
          ? 'The name of a Traditional Knowledge label (Local Contexts), shown with a recording.'
          : 'What the Traditional Knowledge label asks of listeners, shown under its name.',
      ],
    })),
  );
}
