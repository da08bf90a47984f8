import { describe, expect, it } from 'vitest';
import { xmlAttrs, xmlElement, xmlText } from './xml.js';

describe('xml text', () => {
  it('escapes markup and keeps tone marks and other scripts as they are', () => {
    expect(xmlText(`A & B <c> "d" 'e'`)).toBe('A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos;');
    expect(xmlText('Ẹ̀yàgí ṣọ ǹ 🎵')).toBe('Ẹ̀yàgí ṣọ ǹ 🎵');
  });

  it('drops what XML 1.0 cannot carry: control characters, lone surrogates, U+FFFE and U+FFFF', () => {
    expect(xmlText('a\u0000b\u0007c\u000Bd\tline\nnext\r')).toBe('abcd\tline\nnext\r');
    expect(xmlText('x\uD800y\uDC00z\uFFFE\uFFFF')).toBe('xyz');
  });

  it('leaves out empty elements and missing attributes', () => {
    expect(xmlElement('dc:title', '')).toBe('');
    expect(xmlElement('dc:title', null)).toBe('');
    expect(xmlElement('dc:date', '198X', { 'xsi:type': null })).toBe('<dc:date>198X</dc:date>');
    expect(xmlAttrs({ a: 1, b: undefined, c: 'x"y' })).toBe(' a="1" c="x&quot;y"');
  });
});
