ALTER TABLE "users" ADD COLUMN "username_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whoever already changed their username has chosen it; everyone else may pick once, lock-free.
UPDATE "users" SET "username_chosen" = true WHERE "username_last_changed" IS NOT NULL;
