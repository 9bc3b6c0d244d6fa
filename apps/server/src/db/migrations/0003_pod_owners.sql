ALTER TABLE "pod_generations" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "pods" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "pod_generations" ADD CONSTRAINT "pod_generations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pods" ADD CONSTRAINT "pods_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;