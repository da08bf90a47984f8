/**
 * The row types and column vocabularies services may name. Services see rows through this
 * file only, so the tables themselves (and Drizzle) stay inside the data layer.
 */
export type {
  AlbumRow,
  ArtistApplicationRow,
  ArtistEventRow,
  ArtistProfileRow,
  AuditLogRow,
  AutomaticCheckResult,
  JobRow,
  QualityIssueRow,
  RenditionKind,
  SiteSettingsRow,
  SongRow,
  UserRow,
} from '../db/schema/index.js';
export { RENDITION_KINDS } from '../db/schema/index.js';
