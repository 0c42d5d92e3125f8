CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" varchar(50) NOT NULL,
	"query" text NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"sizes" text[] DEFAULT '{}' NOT NULL,
	"brand_keys" text[] DEFAULT '{}' NOT NULL,
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_notified_at" timestamp (3) with time zone,
	"last_notification_id" bigint,
	"last_notified_count" integer DEFAULT 0 NOT NULL,
	"last_notified_title" text,
	CONSTRAINT "saved_searches_name_length" CHECK (char_length(btrim("saved_searches"."name")) between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_last_notification_id_notifications_id_fk" FOREIGN KEY ("last_notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS FIRST);