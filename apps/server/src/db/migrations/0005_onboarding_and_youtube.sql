CREATE TABLE "onboarding_progress" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"terms_version" text,
	"favorite_categories" text[] DEFAULT '{}' NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "followed_channels" (
	"user_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"channel_title" text NOT NULL,
	"followed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_until" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_channels_user_id_channel_id_pk" PRIMARY KEY("user_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "followed_uploads" (
	"user_id" uuid NOT NULL,
	"video_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"title" text NOT NULL,
	"channel_title" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_uploads_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "youtube_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"account_name" text,
	"channel_id" text,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"scope" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_channels" ADD CONSTRAINT "followed_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_uploads" ADD CONSTRAINT "followed_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_feeds" ADD CONSTRAINT "subscription_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_links" ADD CONSTRAINT "youtube_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "followed_channels_channel_idx" ON "followed_channels" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "followed_uploads_user_created_idx" ON "followed_uploads" USING btree ("user_id","created_at");