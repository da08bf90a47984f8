import fc from 'fast-check';

/**
 * Requests generated from the OpenAPI document's own schemas with fast-check: a JSON
 * schema becomes an arbitrary of valid values, and `mutated` bends them the ways clients and
 * attackers do (wrong types, missing fields, NUL, right-to-left text, emoji, long strings,
 * impossible dates, random ids). Only the subset of JSON Schema our zod schemas produce.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export type Components = { schemas?: Record<string, JsonSchema> };

/** Strings people and attackers really send. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'Ẹ̀yàgí\u0000',
  'a\u001bb',
  '\u0085',
  'مرحبا \u200fبالعالم\u200f',
  '👩🏽‍🎤🎶 Ẹ̀yàgí nǹ',
  'x'.repeat(10_000),
  '2521-98-34',
  '1220-50-39',
  '2026-02-30',
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '',
  '   ',
  '-1',
  '1e309',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'fe59eb58-9721-4b30-862a-b502f002da5c',
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.string(), { maxLength: 2 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 4 }), fc.string(), { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

export function arbitraryOf(schema: JsonSchema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    const target = components.schemas?.[name];
    if (!target || depth > 6) return fc.constant(null);
    return arbitraryOf(target, components, depth + 1);
  }
  const value = baseArbitrary(schema, components, depth);
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

function baseArbitrary(schema: JsonSchema, components: Components, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => arbitraryOf(s, components, depth + 1)));
  if (schema.allOf) return arbitraryOf(Object.assign({}, ...schema.allOf), components, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: lower(schema, -1000), max: upper(schema, 1000) });
    case 'number':
      return fc.double({ min: lower(schema, -1e6), max: upper(schema, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, components, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      });
    case 'object':
      return objectArbitrary(schema, components, depth);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.constant(null));
  }
}

const lower = (s: JsonSchema, fallback: number) =>
  s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : fallback);
const upper = (s: JsonSchema, fallback: number) =>
  Math.min(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : fallback), 1e9);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, min + 60);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function objectArbitrary(schema: JsonSchema, components: Components, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, arbitraryOf(s, components, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}

/** Bends a valid value: a field of the wrong type or hostile, a field dropped or added, or the whole body replaced. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), hostileValue, fc.constantFrom('replace', 'drop', 'add', 'whole'))
    .map(([value, index, hostile, how]) => {
      if (how === 'whole' || !value || typeof value !== 'object' || Array.isArray(value)) return hostile;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys.length > 0 ? (keys[index % keys.length] as string) : 'extra';
      if (how === 'drop') delete copy[key];
      else if (how === 'add') copy[`unexpected${index % 3}`] = hostile;
      else copy[key] = hostile;
      return copy;
    });
}

/** Valid values most of the time, bent ones the rest. */
export const validOrMutated = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: mutated(valid) });
