CREATE TABLE "wtb_match_alerts" (
	"wtb_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"priced_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wtb_match_alerts_wtb_id_listing_id_pk" PRIMARY KEY("wtb_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "match_brand" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "match_size" text;--> statement-breakpoint
ALTER TABLE "wtb_listings" ADD COLUMN "match_brand" text;--> statement-breakpoint
ALTER TABLE "wtb_listings" ADD COLUMN "match_size" text;--> statement-breakpoint
ALTER TABLE "wtb_match_alerts" ADD CONSTRAINT "wtb_match_alerts_wtb_id_wtb_listings_id_fk" FOREIGN KEY ("wtb_id") REFERENCES "public"."wtb_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wtb_match_alerts" ADD CONSTRAINT "wtb_match_alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wtb_match_alerts_listing_idx" ON "wtb_match_alerts" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_available_match_idx" ON "listings" USING btree ("match_brand","match_size","price") WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "wtb_open_match_idx" ON "wtb_listings" USING btree ("match_brand","match_size","max_price") WHERE not "wtb_listings"."is_fulfilled";