import { execFileSync } from 'node:child_process';

/**
 * Reads a file's tags with Debian's python3-mutagen (a reader nobody here wrote): ID3v2 of an
 * MP3, Vorbis comments and pictures of an Ogg Opus file. Debian's own Python, so the system
 * package is the one used whatever else is on PATH.
 */
const SCRIPT = `
import base64, json, sys
from mutagen.id3 import ID3
from mutagen.mp3 import MP3
from mutagen.oggopus import OggOpus
from mutagen.flac import Picture
path, kind = sys.argv[1], sys.argv[2]
if kind == 'mp3':
    t = ID3(path)
    text = lambda k: [str(x) for x in t[k].text] if k in t else None
    out = {
        'version': list(t.version), 'length': MP3(path).info.length,
        'title': text('TIT2'), 'artist': text('TPE1'), 'album': text('TALB'), 'date': text('TDRC'),
        'language': text('TLAN'), 'copyright': text('TCOP'),
        'people': [list(p) for p in t['TIPL'].people] if 'TIPL' in t else None,
        'txxx': {f.desc: list(f.text) for f in t.getall('TXXX')},
        'url': t['WOAF'].url if 'WOAF' in t else None,
        'comment': [str(x) for f in t.getall('COMM') for x in f.text],
        'uslt': [{'lang': f.lang, 'text': f.text} for f in t.getall('USLT')],
        'sylt': [{'lang': f.lang, 'format': f.format, 'text': [[s, ms] for s, ms in f.text]} for f in t.getall('SYLT')],
        'pictures': [{'mime': f.mime, 'type': int(f.type), 'size': len(f.data)} for f in t.getall('APIC')],
        'chapters': [{'start': f.start_time, 'end': f.end_time, 'title': str(f.sub_frames['TIT2'].text[0]) if 'TIT2' in f.sub_frames else None} for f in t.getall('CHAP')],
        'toc': [list(f.child_element_ids) for f in t.getall('CTOC')],
    }
else:
    o = OggOpus(path)
    tags = {}
    for k, v in o.tags:
        if k.upper() != 'METADATA_BLOCK_PICTURE':
            tags.setdefault(k.upper(), []).append(v)
    pictures = [Picture(base64.b64decode(v)) for v in o.tags.get('METADATA_BLOCK_PICTURE', [])]
    out = {'length': o.info.length, 'tags': tags,
           'pictures': [{'mime': p.mime, 'type': int(p.type), 'size': len(p.data)} for p in pictures]}
print(json.dumps(out))
`;

export type Id3Read = {
  version: number[];
  length: number;
  title: string[] | null;
  artist: string[] | null;
  album: string[] | null;
  date: string[] | null;
  language: string[] | null;
  copyright: string[] | null;
  people: string[][] | null;
  txxx: Record<string, string[]>;
  url: string | null;
  comment: string[];
  uslt: { lang: string; text: string }[];
  sylt: { lang: string; format: number; text: [string, number][] }[];
  pictures: { mime: string; type: number; size: number }[];
  chapters: { start: number; end: number; title: string | null }[];
  toc: string[][];
};
export type OpusRead = {
  length: number;
  tags: Record<string, string[]>;
  pictures: { mime: string; type: number; size: number }[];
};

export function readTags(file: string, kind: 'mp3'): Id3Read;
export function readTags(file: string, kind: 'opus'): OpusRead;
export function readTags(file: string, kind: 'mp3' | 'opus'): Id3Read | OpusRead {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', SCRIPT, file, kind], { encoding: 'utf8' }));
}

/** What ffprobe (FFmpeg's reader) says of a file: its format, duration and tags. */
export function probe(file: string): {
  format: { format_name: string; duration: string; tags?: Record<string, string> };
} {
  return JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_format', '-of', 'json', file], { encoding: 'utf8' }),
  );
}
