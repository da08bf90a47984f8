import { type ParseError, parse, type Token } from '@messageformat/parser';

/** A translation refused, with the sentence that names what is wrong. */
export type MessageProblem = {
  code: 'TRANSLATION_SYNTAX' | 'TRANSLATION_PLACEHOLDERS' | 'TRANSLATION_MARKUP';
  message: string;
};

/** Lingui's numbered tags (`<0>`, `</0>`, `<0/>`) and anything else that looks like markup. */
const TAG = /<\/?\s*[A-Za-z0-9][^<>]*\/?>/g;

type Shape = { args: Map<string, string>; tags: string[]; plurals: { arg: string; keys: string[] }[] };

function walk(tokens: Token[], shape: Shape): void {
  for (const token of tokens) {
    if (token.type === 'content') {
      shape.tags.push(...(token.value.match(TAG) ?? []).map((tag) => tag.replace(/\s+/g, '')));
    } else if (token.type === 'argument') {
      if (!shape.args.has(token.arg)) shape.args.set(token.arg, 'argument');
    } else if (token.type === 'function') {
      shape.args.set(token.arg, token.key);
    } else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      shape.args.set(token.arg, token.type);
      if (token.type !== 'select') shape.plurals.push({ arg: token.arg, keys: token.cases.map((c) => c.key) });
      for (const c of token.cases) walk(c.tokens, shape);
    }
  }
}

/** The placeholders, tags and plurals of an ICU message; throws the parser's error on broken syntax. */
export function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Map(), tags: [], plurals: [] };
  // Plural keys are checked against every CLDR category (the parser's default): a language may
  // use fewer (Yoruba has only `other`) but never an unknown one.
  walk(parse(message), shape);
  return shape;
}

/** Placeholders as translators see them: `{name}`; and whether the message has a plural. */
export function describeMessage(message: string): { placeholders: string[]; plural: boolean } {
  try {
    const shape = shapeOf(message);
    return { placeholders: [...shape.args.keys()].map((a) => `{${a}}`), plural: shape.plurals.length > 0 };
  } catch {
    return { placeholders: [], plural: false };
  }
}

const sorted = (list: string[]) => [...list].sort().join(' ');

/**
 * Checks a translation against its English source with an ICU MessageFormat parser (the one
 * Lingui compiles with): its syntax and plural forms, that it keeps exactly the source's
 * placeholders (by name and kind) and numbered tags, and that it adds no markup.
 */
export function checkTranslation(source: string, translation: string): MessageProblem | null {
  let shape: Shape;
  try {
    shape = shapeOf(translation);
  } catch (err) {
    const detail = (err as ParseError).message ?? String(err);
    return { code: 'TRANSLATION_SYNTAX', message: `The translation's ICU message syntax is broken: ${detail}.` };
  }
  for (const plural of shape.plurals) {
    if (!plural.keys.includes('other')) {
      return {
        code: 'TRANSLATION_SYNTAX',
        message: `The plural of {${plural.arg}} needs an "other" form; it has only ${plural.keys.join(', ')}.`,
      };
    }
  }
  const expected = shapeOf(source);
  for (const [arg, kind] of expected.args) {
    if (!shape.args.has(arg)) {
      return { code: 'TRANSLATION_PLACEHOLDERS', message: `The translation drops the placeholder {${arg}}.` };
    }
    const given = shape.args.get(arg);
    if ((kind === 'plural' || given === 'plural') && given !== kind) {
      return {
        code: 'TRANSLATION_PLACEHOLDERS',
        message: `{${arg}} is ${kind === 'plural' ? 'a plural' : 'a plain placeholder'} in English; keep it one in the translation.`,
      };
    }
  }
  for (const arg of shape.args.keys()) {
    if (!expected.args.has(arg)) {
      return {
        code: 'TRANSLATION_PLACEHOLDERS',
        message: `The translation adds the placeholder {${arg}}, which the English does not have.`,
      };
    }
  }
  const extra = shape.tags.filter((tag) => !expected.tags.includes(tag));
  if (extra.length > 0) {
    return {
      code: 'TRANSLATION_MARKUP',
      message: `The translation carries markup the English does not have: ${extra.join(' ')}. Write plain text.`,
    };
  }
  if (sorted(shape.tags) !== sorted(expected.tags)) {
    const missing = expected.tags.filter((tag) => !shape.tags.includes(tag));
    return {
      code: 'TRANSLATION_MARKUP',
      message: `The translation must keep the English's tags ${expected.tags.join(' ')}${missing.length ? `; it drops ${missing.join(' ')}` : ''}.`,
    };
  }
  return null;
}
