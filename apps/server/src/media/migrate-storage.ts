import { sha256Of as digest } from '../lib/digest.js';
import { STAGING_PREFIX, type Storage } from '../lib/storage.js';

export type MigrationReport = {
  /** Objects written to the target and read back with the same SHA-256. */
  copied: string[];
  /** Objects the target already held with the same SHA-256 (a second run, or a resumed one). */
  present: string[];
  /** Objects whose copy does not match, or whose source no longer matches its recorded checksum. */
  mismatched: { key: string; reason: string }[];
  bytes: number;
};

/**
 * Copies every object (staging excluded: work in flight) from one storage to the other and
 * proves each copy by checksum: the source is hashed first, an original's SHA-256 recorded
 * on arrival must match it (a file that rotted on the source is reported, never spread), and
 * the copy is read back from the target and must hash the same. Objects the target already
 * holds with the same checksum are not written again, so a second or resumed run is cheap.
 * With `removeSource`, a source object is deleted only after its copy is verified.
 */
export async function migrateStorage(
  from: Storage,
  to: Storage,
  options: { recorded: Map<string, string>; removeSource?: boolean },
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: [], present: [], mismatched: [], bytes: 0 };
  for await (const object of from.list('')) {
    const { key } = object;
    if (key.startsWith(STAGING_PREFIX)) continue;
    const sum = await digest(from.read(key));
    const recorded = options.recorded.get(key);
    if (recorded && recorded !== sum) {
      report.mismatched.push({ key, reason: 'the source no longer matches the checksum recorded on arrival' });
      continue;
    }
    const there = await to.stat(key);
    if (there?.size === object.size && (await digest(to.read(key))) === sum) {
      report.present.push(key);
    } else {
      await to.put(key, from.read(key));
      if ((await digest(to.read(key))) !== sum) {
        report.mismatched.push({ key, reason: 'the copy read back differs from the source' });
        continue;
      }
      report.copied.push(key);
      report.bytes += object.size;
    }
    if (options.removeSource) await from.remove(key);
  }
  return report;
}
