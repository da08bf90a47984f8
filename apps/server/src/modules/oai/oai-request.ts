/**
 * The arguments of an OAI-PMH 2.0 request, checked as the protocol says (section 3.1.1 and
 * 3.6): a missing, repeated or unknown verb is `badVerb`; a repeated, unknown, missing or
 * malformed argument, or a resumptionToken with anything but the verb, is `badArgument`.
 * Pure: the service then answers the checked request.
 */
export const OAI_ERROR_CODES = [
  'badArgument',
  'badResumptionToken',
  'badVerb',
  'cannotDisseminateFormat',
  'idDoesNotExist',
  'noRecordsMatch',
  'noMetadataFormats',
  'noSetHierarchy',
] as const;
export type OaiErrorCode = (typeof OAI_ERROR_CODES)[number];

export class OaiError extends Error {
  constructor(
    public readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A datestamp argument: the instant and whether it was given to the day or to the second. */
export type OaiDate = { at: Date; granularity: 'day' | 'second'; text: string };

export type OaiRequest =
  | { verb: 'Identify' }
  | { verb: 'ListMetadataFormats'; identifier?: string }
  | { verb: 'ListSets'; resumptionToken?: string }
  | { verb: 'GetRecord'; identifier: string; metadataPrefix: string }
  | {
      verb: 'ListIdentifiers' | 'ListRecords';
      resumptionToken?: string;
      metadataPrefix?: string;
      from?: OaiDate;
      until?: OaiDate;
      set?: string;
    };

const VERBS: Record<OaiRequest['verb'], { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
};

const isVerb = (v: string): v is OaiRequest['verb'] => Object.hasOwn(VERBS, v);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
/** setSpec syntax (OAI-PMH.xsd setSpecType). */
export const SET_SPEC = /^([A-Za-z0-9\-_.!~*'()])+(:[A-Za-z0-9\-_.!~*'()]+)*$/;

/** A UTC datestamp at day or second granularity; anything else (or an impossible date) is null. */
export function parseOaiDate(text: string): OaiDate | null {
  const day = DAY.exec(text);
  const second = day ? null : SECOND.exec(text);
  const m = day ?? second;
  if (!m) return null;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1).map(Number);
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Date.UTC rolls 2026-02-30 over into March: compare back to refuse it.
  const ok =
    at.getUTCFullYear() === y &&
    at.getUTCMonth() === mo - 1 &&
    at.getUTCDate() === d &&
    at.getUTCHours() === h &&
    at.getUTCMinutes() === mi &&
    at.getUTCSeconds() === s;
  return ok ? { at, granularity: day ? 'day' : 'second', text } : null;
}

/** The arguments as a query string or form body gives them (a repeated key: an array). */
export type RawArgs = Record<string, string | string[] | undefined>;

export function parseOaiRequest(raw: RawArgs): OaiRequest {
  const verbs = raw.verb;
  if (verbs === undefined) throw new OaiError('badVerb', 'The verb argument is missing.');
  if (Array.isArray(verbs)) throw new OaiError('badVerb', 'The verb argument may appear only once.');
  if (!isVerb(verbs)) throw new OaiError('badVerb', `"${verbs}" is not an OAI-PMH verb.`);
  const rule = VERBS[verbs];
  const args: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'verb' || value === undefined) continue;
    if (Array.isArray(value)) throw new OaiError('badArgument', `The argument ${key} may appear only once.`);
    if (!rule.required.includes(key) && !rule.optional.includes(key) && rule.exclusive !== key) {
      throw new OaiError('badArgument', `${verbs} does not take the argument ${key}.`);
    }
    args[key] = value;
  }
  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (Object.keys(args).length > 1) {
      throw new OaiError('badArgument', `${rule.exclusive} is an exclusive argument: send it with the verb only.`);
    }
    return { verb: verbs, resumptionToken: args[rule.exclusive] } as OaiRequest;
  }
  for (const key of rule.required) {
    if (!args[key]) throw new OaiError('badArgument', `${verbs} needs the argument ${key}.`);
  }
  if (verbs === 'ListIdentifiers' || verbs === 'ListRecords') {
    const from = args.from === undefined ? undefined : parseOaiDate(args.from);
    const until = args.until === undefined ? undefined : parseOaiDate(args.until);
    if (from === null) throw new OaiError('badArgument', 'from must be a date as YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.');
    if (until === null)
      throw new OaiError('badArgument', 'until must be a date as YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.');
    if (from && until && from.granularity !== until.granularity) {
      throw new OaiError('badArgument', 'from and until must have the same granularity.');
    }
    if (from && until && from.at > until.at) throw new OaiError('badArgument', 'from must not be later than until.');
    if (args.set !== undefined && !SET_SPEC.test(args.set)) {
      throw new OaiError('badArgument', 'set is not a valid setSpec.');
    }
    return {
      verb: verbs,
      metadataPrefix: args.metadataPrefix as string,
      ...(from ? { from } : {}),
      ...(until ? { until } : {}),
      ...(args.set !== undefined ? { set: args.set } : {}),
    };
  }
  return { verb: verbs, ...args } as OaiRequest;
}

/** The last instant an `until` keeps, as an exclusive bound: the next day or the next second. */
export function untilBound(until: OaiDate): Date {
  return new Date(until.at.getTime() + (until.granularity === 'day' ? 86_400_000 : 1_000));
}
