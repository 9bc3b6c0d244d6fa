CREATE TABLE "library_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"pod_id" uuid NOT NULL,
	"bite_id" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_summaries" (
	"user_id" uuid NOT NULL,
	"pod_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_summaries_user_id_pod_id_pk" PRIMARY KEY("user_id","pod_id")
);
--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_pod_id_pods_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."pods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_bite_id_bites_id_fk" FOREIGN KEY ("bite_id") REFERENCES "public"."bites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_summaries" ADD CONSTRAINT "recent_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_summaries" ADD CONSTRAINT "recent_summaries_pod_id_pods_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."pods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_items_user_pod_key" ON "library_items" USING btree ("user_id","pod_id") WHERE "library_items"."item_type" = 'pod';--> statement-breakpoint
CREATE UNIQUE INDEX "library_items_user_bite_key" ON "library_items" USING btree ("user_id","bite_id") WHERE "library_items"."item_type" = 'bite';--> statement-breakpoint
CREATE INDEX "library_items_user_saved_idx" ON "library_items" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "recent_summaries_user_opened_idx" ON "recent_summaries" USING btree ("user_id","opened_at");