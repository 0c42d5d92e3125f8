CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"listing_id" uuid,
	"wtb_listing_id" uuid,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"proposed_by_id" text NOT NULL,
	"offer_id" bigint,
	"state" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"cancelled_by_id" text,
	"cancel_reason" text,
	CONSTRAINT "deals_price" CHECK ("deals"."price" > 0),
	CONSTRAINT "deals_two_people" CHECK ("deals"."buyer_id" <> "deals"."seller_id"),
	CONSTRAINT "deals_state" CHECK ("deals"."state" in ('proposed', 'confirmed', 'declined', 'superseded', 'cancelled')),
	CONSTRAINT "deals_confirmed_at" CHECK ("deals"."state" <> 'confirmed' or "deals"."confirmed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"listing_id" uuid,
	"maker_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"counters_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "offers_amount" CHECK ("offers"."amount" > 0),
	CONSTRAINT "offers_state" CHECK ("offers"."state" in ('open', 'accepted', 'declined', 'withdrawn', 'countered', 'superseded', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_id" bigint NOT NULL,
	"reviewer_id" text NOT NULL,
	"reviewee_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"replied_at" timestamp (3) with time zone,
	"removed_at" timestamp (3) with time zone,
	"removed_by_id" text,
	"removed_reason" text,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_text_length" CHECK (char_length("reviews"."text") <= 1000),
	CONSTRAINT "reviews_reply_length" CHECK (char_length("reviews"."reply") <= 1000),
	CONSTRAINT "reviews_two_people" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewee_id")
);
--> statement-breakpoint
ALTER TABLE "email_preferences" DROP CONSTRAINT "email_preferences_values";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "deals" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_id" bigint;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deal_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_wtb_listing_id_wtb_listings_id_fk" FOREIGN KEY ("wtb_listing_id") REFERENCES "public"."wtb_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_removed_by_id_users_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_proposed" ON "deals" USING btree ("conversation_id") WHERE "deals"."state" = 'proposed';--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_per_listing" ON "deals" USING btree ("listing_id") WHERE "deals"."state" = 'confirmed' and "deals"."listing_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_per_wtb" ON "deals" USING btree ("wtb_listing_id") WHERE "deals"."state" = 'confirmed' and "deals"."wtb_listing_id" is not null;--> statement-breakpoint
CREATE INDEX "deals_conversation_idx" ON "deals" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "deals_buyer_idx" ON "deals" USING btree ("buyer_id","confirmed_at") WHERE "deals"."state" = 'confirmed';--> statement-breakpoint
CREATE INDEX "deals_seller_idx" ON "deals" USING btree ("seller_id","confirmed_at") WHERE "deals"."state" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open" ON "offers" USING btree ("conversation_id") WHERE "offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "offers_conversation_idx" ON "offers" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_party" ON "reviews" USING btree ("deal_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_idx" ON "reviews" USING btree ("reviewee_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_values" CHECK ("email_preferences"."wtb_matches" in ('instant', 'daily', 'off') and "email_preferences"."price_drops" in ('instant', 'daily', 'off') and "email_preferences"."saved_searches" in ('instant', 'daily', 'off') and "email_preferences"."deals" in ('instant', 'daily', 'off'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_one_card" CHECK ("messages"."offer_id" is null or "messages"."deal_id" is null);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('wtb_match', 'price_drop', 'sold', 'saved_search', 'offer', 'deal', 'review'));