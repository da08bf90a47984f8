CREATE TABLE "oai_pending" (
	"song_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oai_records" (
	"song_id" uuid PRIMARY KEY NOT NULL,
	"datestamp" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"fingerprint" text NOT NULL,
	"genre" text,
	"collection_id" uuid
);
--> statement-breakpoint
CREATE INDEX "oai_records_datestamp_idx" ON "oai_records" USING btree ("datestamp");--> statement-breakpoint
CREATE INDEX "oai_records_genre_idx" ON "oai_records" USING btree ("genre","song_id");--> statement-breakpoint
CREATE INDEX "oai_records_collection_idx" ON "oai_records" USING btree ("collection_id","song_id");--> statement-breakpoint
-- Every write that can change what a harvester sees marks the item (#16). The provider reads
-- and empties oai_pending before it answers (repositories/oai.repository.ts).
CREATE FUNCTION oai_mark_song() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A restore brings oai_pending as it was (repositories/backup.repository.ts restoringSession).
  IF current_setting('nupe.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO oai_pending (song_id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO oai_pending (song_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION oai_mark_song_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A restore brings oai_pending as it was (repositories/backup.repository.ts restoringSession).
  IF current_setting('nupe.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO oai_pending (song_id) VALUES (OLD.song_id) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO oai_pending (song_id) VALUES (NEW.song_id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION oai_mark_collection_songs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A restore brings oai_pending as it was (repositories/backup.repository.ts restoringSession).
  IF current_setting('nupe.restoring', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO oai_pending (song_id)
    SELECT d.song_id FROM song_descriptions d WHERE d.collection_id = NEW.id ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION oai_mark_album_songs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A restore brings oai_pending as it was (repositories/backup.repository.ts restoringSession).
  IF current_setting('nupe.restoring', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO oai_pending (song_id)
    SELECT s.id FROM songs s WHERE s.album_id = NEW.id ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER oai_songs_changed AFTER INSERT OR DELETE OR UPDATE OF
  title, artist_credit, owner_id, genre, album_id, cover_key, audio_file_id, duration_seconds, status,
  removed_at, consent_withdrawn_at, access_level, access_group_id, access_labels, access_seasons, published_at
  ON songs FOR EACH ROW EXECUTE FUNCTION oai_mark_song();--> statement-breakpoint
CREATE TRIGGER oai_descriptions_changed AFTER INSERT OR UPDATE OR DELETE ON song_descriptions
  FOR EACH ROW EXECUTE FUNCTION oai_mark_song_of_row();--> statement-breakpoint
CREATE TRIGGER oai_transcripts_changed AFTER INSERT OR UPDATE OF language, kind OR DELETE ON transcript_layers
  FOR EACH ROW EXECUTE FUNCTION oai_mark_song_of_row();--> statement-breakpoint
CREATE TRIGGER oai_collections_changed AFTER UPDATE OF title, description ON collections
  FOR EACH ROW EXECUTE FUNCTION oai_mark_collection_songs();--> statement-breakpoint
CREATE TRIGGER oai_albums_changed AFTER UPDATE OF title ON albums
  FOR EACH ROW EXECUTE FUNCTION oai_mark_album_songs();--> statement-breakpoint
-- Existing items are looked at on the first request.
INSERT INTO oai_pending (song_id) SELECT id FROM songs;
