import { xmlAttrs, xmlText } from '../../lib/xml.js';

/**
 * The Subsonic answer, written once and sent as XML (the default: Amperfy and DSub read only
 * XML) or JSON (`f=json`, or `f=jsonp` with a checked `callback`). A node's scalars are XML
 * attributes; its objects and arrays of objects are child elements, in the order given (the
 * schema's sequences); `value` is the element's text (JSON keeps it as `value`, as Subsonic does).
 */
export type SubScalar = string | number | boolean | null | undefined;
export interface SubNode {
  [key: string]: SubScalar | SubNode | SubNode[] | (string | number)[];
}

export const API_VERSION = '1.16.1';
export const SERVER_TYPE = 'nupe-music';
const NAMESPACE = 'http://subsonic.org/restapi';

/** Subsonic's error codes (the protocol answers them in a 200 body). */
export const SUB_ERRORS = {
  generic: 0,
  missingParameter: 10,
  clientTooOld: 20,
  serverTooOld: 30,
  wrongCredentials: 40,
  tokenNotSupported: 41,
  authNotSupported: 42,
  conflictingAuth: 43,
  invalidApiKey: 44,
  notAuthorized: 50,
  notFound: 70,
} as const;

export class SubsonicError extends Error {
  constructor(
    public readonly code: (typeof SUB_ERRORS)[keyof typeof SUB_ERRORS],
    message: string,
  ) {
    super(message);
  }
}

export type SubFormat = { kind: 'xml' } | { kind: 'json' } | { kind: 'jsonp'; callback: string };

function toXml(name: string, node: SubNode): string {
  const attrs: Record<string, string | number> = {};
  let children = '';
  let text = '';
  for (const [key, value] of Object.entries(node)) {
    if (value === null || value === undefined) continue;
    if (key === 'value' && typeof value !== 'object') text = xmlText(String(value));
    else if (Array.isArray(value))
      children += value.map((v) => (typeof v === 'object' ? toXml(key, v) : `<${key}>${xmlText(v)}</${key}>`)).join('');
    else if (typeof value === 'object') children += toXml(key, value);
    else attrs[key] = typeof value === 'boolean' ? String(value) : value;
  }
  return `<${name}${xmlAttrs(attrs)}>${text}${children}</${name}>`;
}

/** JSON drops null and undefined, as XML does. */
function clean(node: SubNode): SubNode {
  const out: SubNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      out[key] = (value as (SubNode | string | number)[]).map((v) => (typeof v === 'object' ? clean(v) : v)) as
        | SubNode[]
        | (string | number)[];
    } else out[key] = typeof value === 'object' ? clean(value) : value;
  }
  return out;
}

/** The body and content type of an answer: `body` is `{ element: node }` or nothing (ping). */
export function renderSubsonic(
  format: SubFormat,
  status: 'ok' | 'failed',
  body: Record<string, SubNode | SubNode[]> = {},
  serverVersion = '0.1.0',
): { payload: string; type: string } {
  const envelope = { status, version: API_VERSION, type: SERVER_TYPE, serverVersion, openSubsonic: true };
  if (format.kind === 'xml') {
    // A top-level list (OpenSubsonic's openSubsonicExtensions) is the element repeated.
    const inner = Object.entries(body)
      .flatMap(([name, node]) => [node].flat().map((one) => toXml(name, one)))
      .join('');
    return {
      type: 'text/xml; charset=utf-8',
      payload: `<?xml version="1.0" encoding="UTF-8"?>\n<subsonic-response${xmlAttrs({ xmlns: NAMESPACE, ...envelope, openSubsonic: 'true' })}>${inner}</subsonic-response>`,
    };
  }
  const json = JSON.stringify({
    'subsonic-response': {
      ...envelope,
      ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.map(clean) : clean(v)])),
    },
  });
  return format.kind === 'json'
    ? { type: 'application/json; charset=utf-8', payload: json }
    : { type: 'text/javascript; charset=utf-8', payload: `${format.callback}(${json});` };
}
