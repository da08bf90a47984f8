ALTER TABLE "songs" ADD COLUMN "consent_withdrawn_scopes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The consent rule (docs/decisions/0010-consent-rule.md) over the ledgers already kept: per
-- person and scope, the newest entry naming that scope decides; names compared without case
-- and with spaces folded, as consentPersonKey does.
UPDATE "songs" SET "consent_withdrawn_scopes" = coalesce((
  SELECT jsonb_agg(w.scope ORDER BY array_position(ARRAY['stream', 'download', 'research', 'derivative'], w.scope))
  FROM (
    SELECT DISTINCT ON (sc.scope) sc.scope
    FROM (
      SELECT DISTINCT ON (lower(btrim(regexp_replace(c.person, '\s+', ' ', 'g'))), s.scope) s.scope, c.kind
      FROM "consent_entries" c CROSS JOIN LATERAL jsonb_array_elements_text(c.scopes) AS s(scope)
      WHERE c.song_id = "songs"."id"
      ORDER BY lower(btrim(regexp_replace(c.person, '\s+', ' ', 'g'))), s.scope, c.seq DESC
    ) sc
    WHERE sc.kind = 'withdrawal'
  ) w
), '[]'::jsonb)
WHERE EXISTS (SELECT 1 FROM "consent_entries" c WHERE c.song_id = "songs"."id");--> statement-breakpoint
UPDATE "songs" SET "consent_withdrawn_at" = CASE
  WHEN "consent_withdrawn_scopes" @> '["stream"]'::jsonb THEN coalesce("consent_withdrawn_at", now())
  ELSE NULL END
WHERE EXISTS (SELECT 1 FROM "consent_entries" c WHERE c.song_id = "songs"."id");
--> statement-breakpoint
-- A `research` withdrawal (or its lifting) changes what a harvester sees: the item is marked.
CREATE TRIGGER oai_songs_consent_scopes_changed AFTER UPDATE OF consent_withdrawn_scopes
  ON songs FOR EACH ROW EXECUTE FUNCTION oai_mark_song();
