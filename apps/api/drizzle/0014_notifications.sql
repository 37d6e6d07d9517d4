CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK (kind in ('application_status', 'waitlist_offer', 'event_reminder', 'event_registration', 'event_cancelled', 'cohost_invitation', 'cohost_answer', 'touchpoint_review', 'membership_decision', 'message'))
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"digest_frequency" text,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_digest_frequency_check" CHECK (digest_frequency is null or digest_frequency in ('daily', 'weekly', 'never'))
);
--> statement-breakpoint
CREATE TABLE "stream_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "timeout_ms" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "position" text DEFAULT 'top-right' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_tickets_expires_at_idx" ON "stream_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null and in_app;--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null and emailed_at is null and by_email;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_seq_unique" UNIQUE("seq");--> statement-breakpoint
-- Rows written before the release's kinds existed (demo data) become plain messages.
UPDATE "notifications" SET "type" = 'message' WHERE "type" NOT IN ('application_status', 'waitlist_offer', 'event_reminder', 'event_registration', 'event_cancelled', 'cohost_invitation', 'cohost_answer', 'touchpoint_review', 'membership_decision', 'message');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('application_status', 'waitlist_offer', 'event_reminder', 'event_registration', 'event_cancelled', 'cohost_invitation', 'cohost_answer', 'touchpoint_review', 'membership_decision', 'message'));