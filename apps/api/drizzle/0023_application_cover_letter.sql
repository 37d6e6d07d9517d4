ALTER TABLE "applications" ADD COLUMN "cover_letter_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter_title" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter_html" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cover_letter_id_cover_letters_id_fk" FOREIGN KEY ("cover_letter_id") REFERENCES "public"."cover_letters"("id") ON DELETE set null ON UPDATE no action;