CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."listing_category" AS ENUM('Tops', 'Bottoms', 'Outerwear', 'Footwear', 'Accessories');--> statement-breakpoint
CREATE TYPE "public"."listing_condition" AS ENUM('New/Never worn', 'Gently used', 'Used', 'Very worn');--> statement-breakpoint
CREATE TYPE "public"."message_type" AS ENUM('text', 'image');--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"listing_id" uuid,
	"wtb_listing_id" uuid,
	"is_wtb" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp (3) with time zone,
	"buyer_last_read_message_id" bigint,
	"seller_last_read_message_id" bigint,
	CONSTRAINT "conversations_two_people" CHECK ("conversations"."buyer_id" <> "conversations"."seller_id"),
	CONSTRAINT "conversations_one_subject" CHECK (not ("conversations"."listing_id" is not null and "conversations"."wtb_listing_id" is not null)),
	CONSTRAINT "conversations_wtb_subject" CHECK ("conversations"."is_wtb" or "conversations"."wtb_listing_id" is null)
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"width" integer,
	"height" integer,
	CONSTRAINT "listing_images_position" CHECK ("listing_images"."position" between 0 and 7)
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(1500),
	"brand" varchar(50) NOT NULL,
	"category" "listing_category" NOT NULL,
	"size" varchar(5) NOT NULL,
	"condition" "listing_condition" NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"original_price" numeric(12, 2),
	"is_discounted" boolean DEFAULT false NOT NULL,
	"is_sold" boolean DEFAULT false NOT NULL,
	"sold_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"bumped_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_bumped_at" timestamp (3) with time zone,
	CONSTRAINT "listings_title_length" CHECK (char_length(btrim("listings"."title")) between 1 and 100),
	CONSTRAINT "listings_brand_length" CHECK (char_length(btrim("listings"."brand")) between 1 and 50),
	CONSTRAINT "listings_size_length" CHECK (char_length(btrim("listings"."size")) between 1 and 5),
	CONSTRAINT "listings_price_range" CHECK ("listings"."price" > 0 and "listings"."price" <= 10000000),
	CONSTRAINT "listings_original_price_range" CHECK ("listings"."original_price" is null or ("listings"."original_price" > 0 and "listings"."original_price" <= 10000000)),
	CONSTRAINT "listings_sold_at" CHECK ("listings"."is_sold" = ("listings"."sold_at" is not null)),
	CONSTRAINT "listings_discount" CHECK (not "listings"."is_discounted" or "listings"."original_price" is not null)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"message_type" "message_type" NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") <= 2000),
	CONSTRAINT "messages_kind" CHECK (("messages"."message_type" = 'text' and btrim("messages"."content") <> '' and "messages"."image_url" is null)
        or ("messages"."message_type" = 'image' and "messages"."image_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"username" varchar(20) NOT NULL,
	"username_last_changed" timestamp (3) with time zone,
	"profile_image_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"discord_id" text,
	"discord_username" text,
	"auth_provider" text DEFAULT 'email' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_format" CHECK ("users"."username" ~ '^[A-Za-z0-9]{3,20}$'),
	CONSTRAINT "users_auth_provider" CHECK ("users"."auth_provider" in ('email', 'discord'))
);
--> statement-breakpoint
CREATE TABLE "wtb_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(1500),
	"brand" varchar(50) NOT NULL,
	"size" varchar(10) NOT NULL,
	"max_price" numeric(12, 2) NOT NULL,
	"is_fulfilled" boolean DEFAULT false NOT NULL,
	"fulfilled_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"bumped_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_bumped_at" timestamp (3) with time zone,
	CONSTRAINT "wtb_title_length" CHECK (char_length(btrim("wtb_listings"."title")) between 1 and 100),
	CONSTRAINT "wtb_brand_length" CHECK (char_length(btrim("wtb_listings"."brand")) between 1 and 50),
	CONSTRAINT "wtb_size_length" CHECK (char_length(btrim("wtb_listings"."size")) between 1 and 10),
	CONSTRAINT "wtb_max_price_range" CHECK ("wtb_listings"."max_price" > 0 and "wtb_listings"."max_price" <= 10000000),
	CONSTRAINT "wtb_fulfilled_at" CHECK ("wtb_listings"."is_fulfilled" = ("wtb_listings"."fulfilled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_wtb_listing_id_wtb_listings_id_fk" FOREIGN KEY ("wtb_listing_id") REFERENCES "public"."wtb_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wtb_listings" ADD CONSTRAINT "wtb_listings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_key" ON "conversations" USING btree ("buyer_id","seller_id","listing_id") WHERE "conversations"."listing_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_wtb_key" ON "conversations" USING btree ("buyer_id","seller_id","wtb_listing_id") WHERE "conversations"."wtb_listing_id" is not null;--> statement-breakpoint
CREATE INDEX "conversations_buyer_idx" ON "conversations" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "conversations_seller_idx" ON "conversations" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_order_key" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_feed_idx" ON "listings" USING btree ("bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_seller_feed_idx" ON "listings" USING btree ("seller_id","is_sold","bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_brand_trgm_idx" ON "listings" USING gin (lower("brand") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_discord_id_key" ON "users" USING btree ("discord_id");--> statement-breakpoint
CREATE INDEX "wtb_open_feed_idx" ON "wtb_listings" USING btree ("bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "wtb_listings"."is_fulfilled";--> statement-breakpoint
CREATE INDEX "wtb_buyer_open_idx" ON "wtb_listings" USING btree ("buyer_id","bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "wtb_listings"."is_fulfilled";--> statement-breakpoint
CREATE INDEX "wtb_search_trgm_idx" ON "wtb_listings" USING gin ((lower("title") || ' ' || lower("brand")) gin_trgm_ops);