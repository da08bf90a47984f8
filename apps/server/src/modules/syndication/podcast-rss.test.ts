import { describe, expect, it } from 'vitest';
import { plainCueText } from './iiif-manifest.js';
import { podcastGuid } from './podcast-rss.js';

describe('podcast:guid', () => {
  it('is a version 5 UUID of the address without its scheme or trailing slashes', () => {
    const guid = podcastGuid('https://archive.nupe.example/feeds/opml/');
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(podcastGuid('http://archive.nupe.example/feeds/opml')).toBe(guid);
    expect(podcastGuid('https://archive.nupe.example/feeds/other')).not.toBe(guid);
  });
});

describe('cue text for IIIF', () => {
  it('drops WebVTT markup and unescapes its entities', () => {
    expect(plainCueText('<v Mallam Isa>Zikiri &amp; <i>prayer</i></v> &lt;3')).toBe('Zikiri & prayer <3');
    expect(plainCueText('<00:00:01.000>Etsu')).toBe('Etsu');
  });
});
