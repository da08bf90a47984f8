import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { functionSizes, MAX_FILE_LINES, MAX_FUNCTION_LINES, oversized } from '../scripts/code-size';

describe('server code size', () => {
  it('measures every function whole, nested ones too', () => {
    const text = [
      'export function outer() {',
      '  const inner = () => {',
      '    return 1;',
      '  };',
      '  return inner();',
      '}',
      'class A { method() { return 2; } }',
    ].join('\n');
    expect(functionSizes('x.ts', text)).toEqual([
      { name: 'outer', line: 1, lines: 6 },
      { name: 'inner', line: 2, lines: 3 },
      { name: 'method', line: 7, lines: 1 },
    ]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines and no file over ${MAX_FILE_LINES} in apps/server/src`, async () => {
    const src = fileURLToPath(new URL('.', import.meta.url));
    const { functions, files } = await oversized(src);
    const over = [...functions, ...files].map((f) => `${f.file}:${f.line} ${f.name} has ${f.lines} lines`);
    expect(over).toEqual([]);
  });
});
