import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';

/**
 * OpenSubsonic's own OpenAPI response schemas (fixtures/opensubsonic, see its README), loaded
 * into Ajv: `schemaErrors(method, body)` judges an `f=json` answer against the schema of its
 * endpoint (else the bare envelope), null when valid.
 */
const SCHEMA_DIR = path.join(import.meta.dirname, '..', 'fixtures', 'opensubsonic');
const SCHEMA_BASE = 'https://opensubsonic.example/openapi/';
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat('date-time', (s: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(s) && !Number.isNaN(Date.parse(s)));
ajv.addFormat('float', true);
ajv.addFormat('binary', true);
for (const rel of readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' })) {
  if (!rel.endsWith('.json')) continue;
  const schema = JSON.parse(readFileSync(path.join(SCHEMA_DIR, rel), 'utf8'));
  ajv.addSchema({ ...schema, $id: SCHEMA_BASE + rel.split(path.sep).join('/') });
}

function validatorFor(method: string): ValidateFunction {
  const dir = path.join(SCHEMA_DIR, 'endpoints', method);
  let own: string | undefined;
  try {
    own = readdirSync(dir).find((f) => f.endsWith('Response.json') && !f.endsWith('SuccessResponse.json'));
  } catch {
    own = undefined;
  }
  const id = own ? `${SCHEMA_BASE}endpoints/${method}/${own}` : `${SCHEMA_BASE}schemas/SubsonicResponse.json`;
  const v = ajv.getSchema(id);
  if (!v) throw new Error(`no schema ${id}`);
  return v;
}

export function schemaErrors(method: string, body: unknown): string | null {
  const v = validatorFor(method);
  return v(body) ? null : ajv.errorsText(v.errors?.slice(0, 5), { separator: '; ' });
}

/** Validates one value against one of the schemas (e.g. `schemas/ReplayGain.json`). */
export function schemaErrorsOf(schema: string, value: unknown): string | null {
  const v = ajv.getSchema(SCHEMA_BASE + schema);
  if (!v) throw new Error(`no schema ${schema}`);
  return v(value) ? null : ajv.errorsText(v.errors?.slice(0, 5), { separator: '; ' });
}
