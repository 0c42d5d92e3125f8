-- Instant `deals` e-mails about one conversation, per recipient: at most one per 10 minutes, the
-- steps in between gathered into one follow-up (docs/product.md, E-mail).
CREATE TABLE "conversation_emails" (
	"user_id" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	"last_sent_at" timestamp (3) with time zone,
	"pending_from" bigint,
	"follow_up_at" timestamp (3) with time zone,
	CONSTRAINT "conversation_emails_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_emails" ADD CONSTRAINT "conversation_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_emails" ADD CONSTRAINT "conversation_emails_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;