import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commentPointers, commentsOf, POINTER } from '../scripts/comment-pointers';

const root = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));

describe('comments stand alone', () => {
  it('finds comments, and tells a pointer from a colour or a count', () => {
    const text = 'const a = "#12"; // see #12\n/** PRODUCT.md section 3 */\nconst b = 1; // #fff and 3 #s';
    expect(commentsOf('x.ts', text).map((c) => c.line)).toEqual([1, 2, 3]);
    expect(commentsOf('x.ts', text).map((c) => POINTER.test(c.text))).toEqual([true, true, false]);
  });

  it('no comment in the code points to an issue number or the specification files', async () => {
    const dirs = [
      'apps/server/src',
      'apps/server/scripts',
      'apps/web/src',
      'apps/web/scripts',
      'packages/shared/src',
      'bench',
      'e2e',
    ];
    expect(await commentPointers(dirs.map(root))).toEqual([]);
  });
});
