/** One message of the interface as the English catalog describes it. */
export type CatalogMessage = {
  /** Lingui's id: the hash of msgid and msgctxt, as the built catalogs key their texts. */
  id: string;
  source: string;
  context: string | null;
  origins: string[];
  area: string;
  notes: string[];
};
