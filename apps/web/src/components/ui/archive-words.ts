import { LANGUAGE_NAMES, REGION_NAMES } from '../../lib/display-names.generated';

/**
 * The archive description's words that need no message catalog (so unit tests can read them):
 * language and country names, and the EDTF date's shape. Names in Hausa and Yoruba come from a
 * table made from Node's ICU at build time (lib/display-names.generated.ts): browsers lack them,
 * and the server, which draws the page first, must name them as the browser then does. Other
 * languages' names come from ICU in English, which every browser and the server have.
 */

// ICU does not name every language of the archive: these are named here.
const MORE_LANGUAGES: Record<string, string> = { nup: 'Nupe' };

const displayNames = new Map<string, Intl.DisplayNames>();
function namesOf(type: 'language' | 'region', locale: string): Intl.DisplayNames {
  const key = `${type}:${locale}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    displayNames.set(key, names);
  }
  return names;
}

/** A language's name ("Hausa" for hau), in `locale` where the table has it, else in English; an unknown code as it is. */
export const languageName = (code: string, locale = 'en') => {
  const name = MORE_LANGUAGES[code] ?? LANGUAGE_NAMES[locale]?.[code] ?? namesOf('language', 'en').of(code);
  // ICU without the name answers a code (sometimes another one: ful → ff): keep ours.
  return name && !/^[a-z]{2,3}$/.test(name) ? name : code;
};

/** A country's name ("Nigeria" for NG), in `locale` where the table has it, else in English. */
export const regionName = (code: string, locale = 'en') =>
  REGION_NAMES[locale]?.[code] ?? namesOf('region', 'en').of(code);

export type RecordedWhen =
  | { kind: 'decade'; decade: string }
  | { kind: 'about'; year: string }
  | { kind: 'uncertain'; year: string }
  | { kind: 'as-given'; text: string };

/** What an EDTF date says: "198X" a decade, "1987~" about a year, "1987?" an uncertain one; others as given. */
export function recordedWhen(edtf: string): RecordedWhen {
  const decade = /^(\d{3})X$/.exec(edtf);
  if (decade) return { kind: 'decade', decade: `${decade[1]}0` };
  if (edtf.endsWith('~')) return { kind: 'about', year: edtf.slice(0, -1) };
  if (edtf.endsWith('?')) return { kind: 'uncertain', year: edtf.slice(0, -1) };
  return { kind: 'as-given', text: edtf };
}

/** "198X" → "the 1980s", "1987~" → "about 1987", "1987?" → "1987 (uncertain)"; other EDTF as given. */
export function recordedText(edtf: string): string {
  const when = recordedWhen(edtf);
  switch (when.kind) {
    case 'decade':
      return `the ${when.decade}s`;
    case 'about':
      return `about ${when.year}`;
    case 'uncertain':
      return `${when.year} (uncertain)`;
    default:
      return when.text;
  }
}
