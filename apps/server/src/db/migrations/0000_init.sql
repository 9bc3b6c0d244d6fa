CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue_job_id" text,
	"kind" text NOT NULL,
	"subject_key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"stage" text,
	"percent" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "emulator_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bite_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bite_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pod_id" uuid NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"details" jsonb NOT NULL,
	"start_seconds" real NOT NULL,
	"timestamp" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"text_audio_key" text,
	"details_audio_key" text
);
--> statement-breakpoint
CREATE TABLE "pod_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" text NOT NULL,
	"link" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"pod_id" uuid,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pod_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pod_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" text NOT NULL,
	"source_kind" text NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"creator" text NOT NULL,
	"creator_id" text,
	"thumbnail_url" text,
	"channel_thumbnail_url" text,
	"category" text,
	"duration_seconds" integer NOT NULL,
	"source_view_count" bigint,
	"published_at" timestamp with time zone,
	"read_time_seconds" integer NOT NULL,
	"time_saved_seconds" integer NOT NULL,
	"topics" jsonb NOT NULL,
	"promotions" jsonb NOT NULL,
	"engine" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"audio_state" text DEFAULT 'none' NOT NULL,
	"intro_audio_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_transcripts" (
	"video_id" text PRIMARY KEY NOT NULL,
	"source_kind" text NOT NULL,
	"transcript" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"language" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listen_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pod_id" uuid,
	"bite_id" uuid,
	"listened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listen_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bite_views" ADD CONSTRAINT "bite_views_bite_id_bites_id_fk" FOREIGN KEY ("bite_id") REFERENCES "public"."bites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bite_views" ADD CONSTRAINT "bite_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bites" ADD CONSTRAINT "bites_pod_id_pods_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."pods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_generations" ADD CONSTRAINT "pod_generations_pod_id_pods_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."pods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_generations" ADD CONSTRAINT "pod_generations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_views" ADD CONSTRAINT "pod_views_pod_id_pods_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."pods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_views" ADD CONSTRAINT "pod_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_views" ADD CONSTRAINT "pod_views_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_events" ADD CONSTRAINT "listen_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_events" ADD CONSTRAINT "listen_events_pod_id_pods_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."pods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_events" ADD CONSTRAINT "listen_events_bite_id_bites_id_fk" FOREIGN KEY ("bite_id") REFERENCES "public"."bites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_preferences" ADD CONSTRAINT "listen_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_provider_subject_key" ON "users" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "job_runs_kind_subject_idx" ON "job_runs" USING btree ("kind","subject_key");--> statement-breakpoint
CREATE INDEX "bite_views_bite_user_idx" ON "bite_views" USING btree ("bite_id","user_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bites_pod_position_key" ON "bites" USING btree ("pod_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pod_generations_one_live_per_video" ON "pod_generations" USING btree ("video_id") WHERE "pod_generations"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "pod_generations_video_id_idx" ON "pod_generations" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "pod_views_pod_user_idx" ON "pod_views" USING btree ("pod_id","user_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pods_video_id_key" ON "pods" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "pods_category_idx" ON "pods" USING btree ("category");--> statement-breakpoint
CREATE INDEX "pods_creator_id_idx" ON "pods" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "pods_created_at_idx" ON "pods" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listen_events_user_idx" ON "listen_events" USING btree ("user_id","listened_at");