import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Reads a stream to its end, answering its SHA-256 in hex. */
export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
