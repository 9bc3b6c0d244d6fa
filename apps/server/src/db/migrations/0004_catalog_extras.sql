-- Catalogue extras (issue 14). Pods with an owner (uploads) are private: never counted, listed or searched.
-- Catalogue search, counts and version (issue 14). Written by hand: Drizzle's
-- schema cannot express extensions, generated tsvector columns, trigram
-- indexes or statement triggers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- btree_gin: one GIN index over category and search words, so a search within a category
-- intersects posting lists inside the index instead of two large bitmaps.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- Full-text search: the title weighs more (A) than the creator (B).
ALTER TABLE "pods" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english', coalesce("creator", '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "pods_search_vector_idx" ON "pods" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "pods_category_search_idx" ON "pods" USING gin ("category", "search_vector");
--> statement-breakpoint
-- Trigram similarity over the catalogue's distinct words: a misspelt word finds the words it meant.
CREATE INDEX "catalog_words_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "pods_catalog_views_idx" ON "pods" ("view_count" DESC, "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "pods_category_recent_idx" ON "pods" ("category", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "pods_category_views_idx" ON "pods" ("category", "view_count" DESC, "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "pods_creator_recent_idx" ON "pods" ("creator_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "pod_views_viewed_at_idx" ON "pod_views" ("viewed_at");
--> statement-breakpoint
CREATE INDEX "pod_views_user_idx" ON "pod_views" ("user_id", "viewed_at" DESC);
--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "catalog_category_counts" ("category", "pod_count")
  SELECT coalesce("category", ''), count(*) FROM "pods" WHERE "read_time_seconds" >= 1 AND "owner_id" IS NULL GROUP BY 1
  ON CONFLICT ("category") DO UPDATE SET "pod_count" = excluded."pod_count";
--> statement-breakpoint
INSERT INTO "catalog_words" ("word")
  SELECT DISTINCT w FROM "pods", unnest(tsvector_to_array(to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("creator", '')))) AS w
  WHERE w ~ '^[[:alpha:]]{3,}$' AND "owner_id" IS NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert adjusts the counts once, not per row.
CREATE FUNCTION "catalog_pods_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_pods) THEN
    INSERT INTO catalog_category_counts (category, pod_count)
      SELECT coalesce(category, ''), count(*) FROM new_pods WHERE read_time_seconds >= 1 AND owner_id IS NULL GROUP BY 1
      ON CONFLICT (category) DO UPDATE SET pod_count = catalog_category_counts.pod_count + excluded.pod_count;
    INSERT INTO catalog_words (word)
      SELECT DISTINCT w FROM new_pods, unnest(tsvector_to_array(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(creator, '')))) AS w
      WHERE w ~ '^[[:alpha:]]{3,}$' AND owner_id IS NULL
      ON CONFLICT DO NOTHING;
    UPDATE catalog_state SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalog_pods_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_pods) THEN
    INSERT INTO catalog_category_counts (category, pod_count)
      SELECT coalesce(category, ''), -count(*) FROM old_pods WHERE read_time_seconds >= 1 AND owner_id IS NULL GROUP BY 1
      ON CONFLICT (category) DO UPDATE SET pod_count = catalog_category_counts.pod_count + excluded.pod_count;
    UPDATE catalog_state SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Views update pods too (view_count): only a change of what lists show moves the version.
CREATE FUNCTION "catalog_pods_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_pods o JOIN new_pods n USING (id)
    WHERE o.title IS DISTINCT FROM n.title OR o.creator IS DISTINCT FROM n.creator
       OR o.category IS DISTINCT FROM n.category OR o.thumbnail_url IS DISTINCT FROM n.thumbnail_url
       OR (o.read_time_seconds >= 1 AND o.owner_id IS NULL) IS DISTINCT FROM (n.read_time_seconds >= 1 AND n.owner_id IS NULL)
  ) THEN
    INSERT INTO catalog_category_counts (category, pod_count)
      SELECT category, sum(delta) FROM (
        SELECT coalesce(category, '') AS category, -1 AS delta FROM old_pods WHERE read_time_seconds >= 1 AND owner_id IS NULL
        UNION ALL
        SELECT coalesce(category, ''), 1 FROM new_pods WHERE read_time_seconds >= 1 AND owner_id IS NULL
      ) AS deltas GROUP BY category
      ON CONFLICT (category) DO UPDATE SET pod_count = catalog_category_counts.pod_count + excluded.pod_count;
    INSERT INTO catalog_words (word)
      SELECT DISTINCT w FROM new_pods, unnest(tsvector_to_array(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(creator, '')))) AS w
      WHERE w ~ '^[[:alpha:]]{3,}$' AND owner_id IS NULL
      ON CONFLICT DO NOTHING;
    UPDATE catalog_state SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalog_pods_inserted" AFTER INSERT ON "pods"
  REFERENCING NEW TABLE AS new_pods FOR EACH STATEMENT EXECUTE FUNCTION "catalog_pods_inserted"();
--> statement-breakpoint
CREATE TRIGGER "catalog_pods_deleted" AFTER DELETE ON "pods"
  REFERENCING OLD TABLE AS old_pods FOR EACH STATEMENT EXECUTE FUNCTION "catalog_pods_deleted"();
--> statement-breakpoint
CREATE TRIGGER "catalog_pods_updated" AFTER UPDATE ON "pods"
  REFERENCING OLD TABLE AS old_pods NEW TABLE AS new_pods FOR EACH STATEMENT EXECUTE FUNCTION "catalog_pods_updated"();
--> statement-breakpoint
CREATE FUNCTION "catalog_pods_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_category_counts;
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalog_pods_truncated" AFTER TRUNCATE ON "pods"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_pods_truncated"();
