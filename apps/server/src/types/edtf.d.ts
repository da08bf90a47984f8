/** The part of the edtf package (no types of its own) that lib/archive-registries.ts uses. */
declare module 'edtf' {
  /** Parses an EDTF string; throws on anything else. `min` and `max` are epoch milliseconds. */
  export default function edtf(value: string): { type: string; min: number; max: number; edtf: string };
}
