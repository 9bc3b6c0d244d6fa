-- Catalogue search at 1,000,000 pods (issue 14, point 8; decision 1402). Written by hand, as 0004: Drizzle's
-- schema cannot express generated tsvector columns, functions or partial GIN indexes.
--
-- The search vector tags each word with where it was found, so that every search tier and every category has
-- its own posting list in the GIN index, and its own statistics for the planner:
--   'word'              a word of the title
--   '@word'             a word of the creator's name
--   '~Category~word'    a word of the title of a pod in that category
--   '~Category~@word'   a word of the creator's name of a pod in that category
-- A searched word is only letters and digits, so it never matches a tagged lexeme by prefix. A search within a
-- category reads one posting list ('~Comedy~python') instead of intersecting two large ones (66,000 Comedy pods
-- and 66,000 pods saying python: 14 ms for no match at all), and the planner knows how often the pair occurs.
CREATE FUNCTION "catalog_search_vector"("title" text, "creator" text, "category" text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT DISTINCT tags.tag || words.word FROM (
      SELECT '' AS field, word FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, coalesce("title", '')))) AS word
      UNION ALL
      SELECT '@', word FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, coalesce("creator", '')))) AS word
    ) AS words
    CROSS JOIN LATERAL (VALUES (words.field), ('~' || "category" || '~' || words.field)) AS tags(tag)
    WHERE tags.tag IS NOT NULL))
$$;
--> statement-breakpoint
-- Replaces the weighted vector of 0004 and its two GIN indexes (the category one used btree_gin).
ALTER TABLE "pods" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "pods" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  catalog_search_vector("title", "creator", "category")
) STORED;
--> statement-breakpoint
-- Partial: only catalogue entries (the condition every catalogue query carries), so a search count needs no heap row.
CREATE INDEX "pods_search_vector_idx" ON "pods" USING gin ("search_vector")
  WHERE "read_time_seconds" >= 1 AND "owner_id" IS NULL;
--> statement-breakpoint
-- The catalogue's list orders, as partial indexes over catalogue entries only, each ending in the id so a page
-- is one ordered index walk (no sort step, no filter): Recently Added and Most Viewed, with and without a category.
-- They replace the indexes of 0004 that lacked the id and the entry condition.
DROP INDEX "pods_catalog_views_idx";
--> statement-breakpoint
DROP INDEX "pods_category_recent_idx";
--> statement-breakpoint
DROP INDEX "pods_category_views_idx";
--> statement-breakpoint
CREATE INDEX "pods_catalog_recent_idx" ON "pods" ("created_at" DESC, "id" DESC)
  WHERE "read_time_seconds" >= 1 AND "owner_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "pods_catalog_views_idx" ON "pods" ("view_count" DESC, "created_at" DESC, "id" DESC)
  WHERE "read_time_seconds" >= 1 AND "owner_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "pods_category_recent_idx" ON "pods" ("category", "created_at" DESC, "id" DESC)
  WHERE "read_time_seconds" >= 1 AND "owner_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "pods_category_views_idx" ON "pods" ("category", "view_count" DESC, "created_at" DESC, "id" DESC)
  WHERE "read_time_seconds" >= 1 AND "owner_id" IS NULL;
