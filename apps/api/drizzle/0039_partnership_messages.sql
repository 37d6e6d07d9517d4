-- Partnership discussions (decision 056): messages about one sponsorship between the society's
-- managers and the sponsor company's recruiters. The deal's society and company scope every read.
CREATE TABLE "partnership_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsorship_id" uuid NOT NULL,
	"author_user_id" uuid,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_messages_side_check" CHECK (side in ('society', 'company'))
);
--> statement-breakpoint
ALTER TABLE "partnership_messages" ADD CONSTRAINT "partnership_messages_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_messages" ADD CONSTRAINT "partnership_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partnership_messages_sponsorship_idx" ON "partnership_messages" USING btree ("sponsorship_id","created_at");
