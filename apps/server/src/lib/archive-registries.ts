import edtf from 'edtf';
import countries from 'i18n-iso-countries';
import { iso6393 } from 'iso-639-3';
import { AppError } from './app-error.js';

/**
 * The registries an archive description is checked against on the server: ISO 639-3
 * languages (the iso-639-3 package), ISO 3166-1 countries (i18n-iso-countries) and EDTF
 * dates (the edtf package, levels 0 and 1). Kept out of the shared package so the web bundle
 * does not carry ~8 000 language codes.
 */
const LANGUAGES = new Map(iso6393.map((l) => [l.iso6393, l.name]));

export const isLanguage = (code: string) => LANGUAGES.has(code);
/**
 * The English name of an ISO 639-3 language (the code itself when unknown). Nupe is named as its
 * speakers name it, not by ISO's "Nupe-Nupe-Tako", as the web app does.
 */
export const languageName = (code: string) => (code === 'nup' ? 'Nupe' : (LANGUAGES.get(code) ?? code));
export const isCountry = (code: string) => countries.isValid(code);

/** The earliest and latest day an EDTF value covers (`198X` → 1980-01-01 … 1989-12-31), or null when it is not EDTF. */
export function edtfRange(value: string): { from: string; to: string } | null {
  try {
    const d = edtf(value);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return { from: day(d.min), to: day(d.max) };
  } catch {
    return null;
  }
}

const refused = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { [field]: message });

/** Checks the codes and dates of a description patch; throws a 400 naming the first problem. */
export function checkRegistries(patch: {
  languages?: string[];
  recorded?: string | null;
  place?: { country: string } | null;
}) {
  const unknown = patch.languages?.find((l) => !isLanguage(l));
  if (unknown) throw refused('languages', `Unknown language code “${unknown}”: use an ISO 639-3 code such as nup.`);
  if (patch.place && !isCountry(patch.place.country)) {
    throw refused('place.country', `Unknown country code “${patch.place.country}”: use an ISO 3166-1 code such as NG.`);
  }
  if (patch.recorded && !edtfRange(patch.recorded)) {
    throw refused(
      'recorded',
      `“${patch.recorded}” is not a date: use EDTF such as 1987-06-14, 1987-06, 1987, 198X, 1987~ or 1987?.`,
    );
  }
}
