CREATE TABLE "pod_feed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "pod_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "podcast_follows" (
	"user_id" uuid NOT NULL,
	"feed_url" text NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"artwork_url" text,
	"followed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "podcast_follows_user_id_feed_url_pk" PRIMARY KEY("user_id","feed_url")
);
--> statement-breakpoint
ALTER TABLE "pod_feed_tokens" ADD CONSTRAINT "pod_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_follows" ADD CONSTRAINT "podcast_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pod_feed_tokens_user_idx" ON "pod_feed_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "podcast_follows_feed_idx" ON "podcast_follows" USING btree ("feed_url");