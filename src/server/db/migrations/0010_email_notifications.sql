CREATE TABLE "email_digests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_day" text NOT NULL,
	"last_sent_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"wtb_matches" text NOT NULL,
	"price_drops" text NOT NULL,
	"saved_searches" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_values" CHECK ("email_preferences"."wtb_matches" in ('instant', 'daily', 'off') and "email_preferences"."price_drops" in ('instant', 'daily', 'off') and "email_preferences"."saved_searches" in ('instant', 'daily', 'off'))
);
--> statement-breakpoint
CREATE TABLE "notification_emails" (
	"notification_id" bigint PRIMARY KEY NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_digests" ADD CONSTRAINT "email_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;