ALTER TABLE "songs" ADD COLUMN "consent_closed_scopes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The consent rule (docs/decisions/0010-consent-rule.md) over the ledgers already kept: per
-- person and scope the newest entry naming that scope is that person's word; a scope is open
-- when someone's word is a grant and nobody's a withdrawal. Names are compared without case
-- and with spaces folded, as consentPersonKey does.
UPDATE "songs" SET "consent_closed_scopes" = coalesce((
  SELECT jsonb_agg(a.scope ORDER BY a.n)
  FROM unnest(ARRAY['stream', 'download', 'research', 'derivative']) WITH ORDINALITY AS a(scope, n)
  WHERE NOT EXISTS (
      SELECT 1 FROM (
        SELECT DISTINCT ON (lower(btrim(regexp_replace(c.person, '\s+', ' ', 'g')))) c.kind
        FROM "consent_entries" c
        WHERE c.song_id = "songs"."id" AND c.scopes @> jsonb_build_array(a.scope)
        ORDER BY lower(btrim(regexp_replace(c.person, '\s+', ' ', 'g'))), c.seq DESC
      ) w WHERE w.kind = 'grant')
    OR EXISTS (
      SELECT 1 FROM (
        SELECT DISTINCT ON (lower(btrim(regexp_replace(c.person, '\s+', ' ', 'g')))) c.kind
        FROM "consent_entries" c
        WHERE c.song_id = "songs"."id" AND c.scopes @> jsonb_build_array(a.scope)
        ORDER BY lower(btrim(regexp_replace(c.person, '\s+', ' ', 'g'))), c.seq DESC
      ) w WHERE w.kind = 'withdrawal')
), '[]'::jsonb)
WHERE EXISTS (SELECT 1 FROM "consent_entries" c WHERE c.song_id = "songs"."id");--> statement-breakpoint
UPDATE "songs" SET "consent_withdrawn_at" = CASE
  WHEN "consent_closed_scopes" @> '["stream"]'::jsonb THEN coalesce("consent_withdrawn_at", now())
  ELSE NULL END
WHERE EXISTS (SELECT 1 FROM "consent_entries" c WHERE c.song_id = "songs"."id");
--> statement-breakpoint
-- A `research` withdrawal (or its lifting) changes what a harvester sees: the item is marked.
CREATE TRIGGER oai_songs_consent_scopes_changed AFTER UPDATE OF consent_closed_scopes
  ON songs FOR EACH ROW EXECUTE FUNCTION oai_mark_song();
