CREATE TABLE "sign_in_browsers" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"remembered_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "challenge_hash" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "foreign_attempts" integer DEFAULT 0 NOT NULL;