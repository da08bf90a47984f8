import { xmlAttrs, xmlElement } from '../../../lib/xml.js';
import type { OaiFilter } from '../../../repositories/oai.repository.js';
import type { OaiService } from '../oai.service.js';
import { iso, isPrefix, type OaiSite } from '../oai-records.js';
import { OaiError, type OaiRequest, parseOaiDate, untilBound } from '../oai-request.js';
import { TOKEN_LIFETIME_MS, type TokenCodec, type TokenState } from '../oai-token.js';

type ListRequest = Extract<OaiRequest, { verb: 'ListIdentifiers' | 'ListRecords' }>;
/** Where a list stands: its arguments, and once resumed, the last identifier sent and the list's size. */
type ListState = Omit<TokenState, 'a' | 'c' | 'n' | 'x'> & { a?: string; c: number; n?: number };

/**
 * ListIdentifiers and ListRecords: a page of headers (or whole records) matching the
 * arguments, and while more remain, a signed resumptionToken for the next page.
 */
export async function listRecords(
  oai: OaiService,
  tokens: TokenCodec,
  pageSize: number,
  site: OaiSite,
  req: ListRequest,
): Promise<string> {
  const state: ListState =
    req.resumptionToken !== undefined
      ? tokens.decode(req.resumptionToken, req.verb)
      : {
          v: req.verb,
          m: req.metadataPrefix as string,
          ...(req.from ? { f: req.from.text } : {}),
          ...(req.until ? { u: req.until.text } : {}),
          ...(req.set !== undefined ? { s: req.set } : {}),
          c: 0,
        };
  if (!isPrefix(state.m)) {
    throw new OaiError('cannotDisseminateFormat', `This repository offers oai_dc and olac, not ${state.m}.`);
  }
  const filter = await filterOf(oai, state);
  const rows = await oai.page(filter, state.a, pageSize + 1);
  const more = rows.length > pageSize;
  const page = more ? rows.slice(0, pageSize) : rows;
  if (page.length === 0 && state.c === 0) throw new OaiError('noRecordsMatch', 'No record matches these arguments.');
  const total = state.n ?? (more ? await oai.count(filter) : page.length);
  const last = page.at(-1);
  let token = '';
  if (more && last) {
    const expires = Date.now() + TOKEN_LIFETIME_MS;
    const next: TokenState = { ...state, a: last.songId, c: state.c + page.length, n: total, x: expires };
    token = xmlElement('resumptionToken', tokens.encode(next), {
      completeListSize: total,
      cursor: state.c,
      expirationDate: iso(new Date(expires)),
    });
  } else if (req.resumptionToken !== undefined) {
    // The last page of a list that was resumed: an empty token says the list is complete.
    token = `<resumptionToken${xmlAttrs({ completeListSize: total, cursor: state.c })}/>`;
  }
  const body = await oai.records(site, page, req.verb === 'ListRecords' ? state.m : null);
  return `<${req.verb}>${body}${token}</${req.verb}>`;
}

/** The datestamp range and set a list's arguments name; a set this repository does not have matches nothing. */
async function filterOf(oai: OaiService, state: ListState): Promise<OaiFilter> {
  const from = state.f ? parseOaiDate(state.f) : null;
  const until = state.u ? parseOaiDate(state.u) : null;
  const filter: OaiFilter = {
    ...(from ? { from: from.at } : {}),
    ...(until ? { before: untilBound(until) } : {}),
  };
  if (state.s !== undefined) {
    const set = await oai.setFilter(state.s);
    if (set === null) throw new OaiError('noRecordsMatch', `This repository has no set ${state.s}.`);
    filter.set = set;
  }
  return filter;
}
