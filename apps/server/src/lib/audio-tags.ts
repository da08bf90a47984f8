import {
  ByteVector,
  File,
  Id3v2CommentsFrame,
  type Id3v2FrameIdentifier,
  Id3v2FrameIdentifiers,
  Id3v2Settings,
  Id3v2Synchronized,
  Id3v2SynchronizedLyricsFrame,
  Id3v2SynchronizedTextType,
  type Id3v2Tag,
  Id3v2TextInformationFrame,
  Id3v2TimestampFormat,
  Id3v2UnsynchronizedLyricsFrame,
  Id3v2UrlLinkFrame,
  Id3v2UserTextInformationFrame,
  Picture,
  PictureType,
  StringType,
  TagTypes,
  type XiphComment,
} from 'node-taglib-sharp';

/**
 * Where a copy of a recording comes from, as its tags carry it, so the attribution travels
 * with the file from phone to phone. Unknown is null or [], never invented.
 */
export type Provenance = {
  id: string;
  /** The song's address on this site. */
  url: string;
  title: string;
  /** The performer credit. */
  artist: string;
  /** Everyone named with the recording and what they did ("singer", "kakaki player"). */
  contributors: { name: string; role: string }[];
  album: string | null;
  /** When it was recorded, as described (an EDTF date: 1987-06, 198X …). */
  recorded: string | null;
  /** ISO 639-3 codes. */
  languages: string[];
  rights: string | null;
  /** Traditional Knowledge labels: how the community asks the recording to be treated. */
  labels: { name: string; text: string }[];
  /** A small JPEG of the cover. */
  cover: Buffer | null;
  /** What is said: the first text layer's lines, timed where the layer is (seconds from the file's start). */
  lyrics: { language: string; lines: { start: number | null; text: string }[] } | null;
  /** A line about where this copy comes from ("A clip from 1:23 to 2:23 of …"). */
  note: string;
};

/** Written as text frames / comments; a year only when the described date starts with one. */
const yearOf = (recorded: string | null) => (recorded && /^\d{4}/.test(recorded) ? Number(recorded.slice(0, 4)) : 0);
/** An ID3 timestamp (yyyy, yyyy-MM, yyyy-MM-dd) when the EDTF date is that plain; else null. */
const id3Time = (recorded: string | null) => (recorded && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(recorded) ? recorded : null);
const lyricsText = (p: Provenance) => p.lyrics?.lines.map((l) => l.text).join('\n') ?? '';
const labelTexts = (p: Provenance) => p.labels.map((l) => `${l.name}: ${l.text}`);
const ID3_LANGUAGE = (code: string | undefined) => (code && /^[a-z]{3}$/.test(code) ? code : 'und');

/** Writes `p` into the tags of `file` (an MP3 gets ID3v2.4, an Ogg Opus file Vorbis comments), in place. */
export function writeProvenanceTags(file: string, kind: 'mp3' | 'opus', p: Provenance): void {
  Id3v2Settings.defaultVersion = 4;
  Id3v2Settings.forceDefaultVersion = true;
  Id3v2Settings.defaultEncoding = StringType.UTF8;
  Id3v2Settings.forceDefaultEncoding = true;
  const tagged = File.createFromPath(file, kind === 'mp3' ? 'taglib/mp3' : 'taglib/opus');
  try {
    if (kind === 'mp3') writeId3(tagged.getTag(TagTypes.Id3v2, true) as Id3v2Tag, p);
    else writeXiph(tagged.getTag(TagTypes.Xiph, true) as XiphComment, p);
    tagged.save();
  } finally {
    tagged.dispose();
  }
}

/** A well-known ID3v2 frame identifier by its name (the library's table is typed as a record). */
function frameId(name: string): Id3v2FrameIdentifier {
  const id = Id3v2FrameIdentifiers[name];
  if (!id) throw new Error(`unknown ID3v2 frame ${name}`);
  return id;
}

const coverPicture = (data: Buffer) =>
  Picture.fromFullData(ByteVector.fromByteArray(data), PictureType.FrontCover, 'image/jpeg', 'Cover');

function text(tag: Id3v2Tag, name: string, values: string[]) {
  const id = frameId(name);
  tag.removeFrames(id);
  if (values.length === 0) return;
  const frame = Id3v2TextInformationFrame.fromIdentifier(id, StringType.UTF8);
  frame.text = values;
  tag.addFrame(frame);
}

function userText(tag: Id3v2Tag, description: string, values: string[]) {
  if (values.length === 0) return;
  const frame = Id3v2UserTextInformationFrame.fromDescription(description, StringType.UTF8);
  frame.text = values;
  tag.addFrame(frame);
}

function writeId3(tag: Id3v2Tag, p: Provenance) {
  tag.title = p.title;
  tag.performers = [p.artist];
  if (p.album) tag.album = p.album;
  // TIPL (involved people): role then name, pair after pair. Not TMCL: the library rebuilds
  // TMCL from its own performer roles when it saves, and would drop these.
  text(
    tag,
    'TIPL',
    p.contributors.flatMap((c) => [c.role, c.name]),
  );
  const time = id3Time(p.recorded);
  if (time) text(tag, 'TDRC', [time]);
  else if (yearOf(p.recorded)) tag.year = yearOf(p.recorded);
  userText(tag, 'RECORDED', p.recorded ? [p.recorded] : []);
  text(tag, 'TLAN', p.languages);
  if (p.rights) tag.copyright = p.rights;
  userText(tag, 'TRADITIONAL KNOWLEDGE LABELS', labelTexts(p));
  userText(tag, 'NUPE MUSIC SONG ID', [p.id]);
  const woaf = Id3v2UrlLinkFrame.fromIdentity(frameId('WOAF'));
  woaf.text = [p.url];
  tag.addFrame(woaf);
  const comment = Id3v2CommentsFrame.fromDescription('', 'eng', StringType.UTF8);
  comment.text = p.note;
  tag.addFrame(comment);
  if (p.cover) tag.pictures = [coverPicture(p.cover)];
  if (p.lyrics) {
    const language = ID3_LANGUAGE(p.lyrics.language);
    const uslt = Id3v2UnsynchronizedLyricsFrame.fromData('', language, StringType.UTF8);
    uslt.text = lyricsText(p);
    tag.addFrame(uslt);
    const timed = p.lyrics.lines.filter((l): l is { start: number; text: string } => l.start !== null);
    if (timed.length > 0) {
      const sylt = Id3v2Synchronized.fromInfo('', language, Id3v2SynchronizedTextType.Lyrics, StringType.UTF8);
      sylt.format = Id3v2TimestampFormat.AbsoluteMilliseconds;
      sylt.text = timed.map((l) => new Id3v2SynchronizedLyricsFrame(Math.round(l.start * 1000), l.text));
      tag.addFrame(sylt);
    }
  }
}

function writeXiph(tag: XiphComment, p: Provenance) {
  tag.title = p.title;
  tag.setFieldAsStrings('ARTIST', p.artist);
  // The Vorbis comment convention for credits: "Name (role)".
  tag.setFieldAsStrings('PERFORMER', ...p.contributors.map((c) => `${c.name} (${c.role})`));
  if (p.album) tag.album = p.album;
  if (p.recorded) tag.setFieldAsStrings('DATE', p.recorded);
  tag.setFieldAsStrings('LANGUAGE', ...p.languages);
  if (p.rights) tag.copyright = p.rights;
  tag.setFieldAsStrings('TRADITIONAL_KNOWLEDGE_LABEL', ...labelTexts(p));
  tag.setFieldAsStrings('CONTACT', p.url);
  tag.setFieldAsStrings('NUPE_MUSIC_SONG_ID', p.id);
  tag.comment = p.note;
  if (p.lyrics) tag.lyrics = lyricsText(p);
  if (p.cover) tag.pictures = [coverPicture(p.cover)];
}
