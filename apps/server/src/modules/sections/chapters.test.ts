import type { Section } from '@nupe/shared';
import { describe, expect, it } from 'vitest';
import { sectionEnds, toChaptersVtt, toJsonChapters } from './chapters.js';

const s = (start: number, title: string, end: number | null = null): Section => ({
  id: title,
  start,
  end,
  title,
  synopsis: null,
  keywords: [],
  language: null,
});

describe('chapters', () => {
  it('a section ends at its own end, else where the next begins, else with the recording', () => {
    expect(sectionEnds([s(0, 'a'), s(10, 'b', 20), s(30, 'c')], 60)).toEqual([10, 20, 60]);
    expect(sectionEnds([s(0, 'a')], null)).toEqual([null]);
  });

  it('WebVTT chapters keep each title on one line and never write a cue arrow into it', () => {
    const vtt = toChaptersVtt([s(0, 'Opening\n--> prayer'), s(3725.5, 'Close')], 4000);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 01:02:05.500\nOpening → prayer\n\n2\n01:02:05.500 --> 01:06:40.000\nClose\n',
    );
    expect(toChaptersVtt([], 10)).toBe('WEBVTT\n\n');
    // Unknown length: the last cue still ends after it starts.
    expect(toChaptersVtt([s(5, 'Only')], null)).toContain('00:00:05.000 --> 00:00:06.000');
  });

  it('JSON chapters: version 1.2.0, end times where known, a link to the moment', () => {
    const json = toJsonChapters(
      { title: 'T', artist: 'A', durationSeconds: null },
      [s(0, 'a'), s(12.7, 'b')],
      'https://x/song/1',
    );
    expect(json).toEqual({
      version: '1.2.0',
      title: 'T',
      author: 'A',
      chapters: [
        { startTime: 0, endTime: 12.7, title: 'a', url: 'https://x/song/1?t=0' },
        { startTime: 12.7, title: 'b', url: 'https://x/song/1?t=12' },
      ],
    });
  });
});
