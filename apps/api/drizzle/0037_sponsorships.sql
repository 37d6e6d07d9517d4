-- Society sponsorships (decision 053): priced packages and sponsors' deals on them. Amounts are
-- integer minor units; a deal keeps its society so another society's id answers as a missing one.
CREATE TABLE "sponsorship_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_society_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"billing_period" text NOT NULL,
	"deliverables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"capacity" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_packages_price_check" CHECK (price_minor >= 0),
	CONSTRAINT "sponsorship_packages_capacity_check" CHECK (capacity is null or capacity >= 1),
	CONSTRAINT "sponsorship_packages_currency_check" CHECK (currency in ('USD', 'EUR', 'GBP')),
	CONSTRAINT "sponsorship_packages_billing_period_check" CHECK (billing_period in ('per_month', 'per_year', 'one_time'))
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_society_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"company_id" uuid,
	"company_name" text NOT NULL,
	"contact_email" text,
	"status" text DEFAULT 'prospect' NOT NULL,
	"start_date" date,
	"end_date" date,
	"amount_minor" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"delivered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorships_amount_check" CHECK (amount_minor >= 0),
	CONSTRAINT "sponsorships_status_check" CHECK (status in ('prospect', 'in_talks', 'agreed', 'active', 'ended', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "sponsorship_packages" ADD CONSTRAINT "sponsorship_packages_student_society_id_student_societies_id_fk" FOREIGN KEY ("student_society_id") REFERENCES "public"."student_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_student_society_id_student_societies_id_fk" FOREIGN KEY ("student_society_id") REFERENCES "public"."student_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_package_id_sponsorship_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."sponsorship_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsorship_packages_society_idx" ON "sponsorship_packages" USING btree ("student_society_id","created_at");--> statement-breakpoint
CREATE INDEX "sponsorships_society_status_idx" ON "sponsorships" USING btree ("student_society_id","status");--> statement-breakpoint
CREATE INDEX "sponsorships_package_status_idx" ON "sponsorships" USING btree ("package_id","status");--> statement-breakpoint
CREATE INDEX "sponsorships_company_id_idx" ON "sponsorships" USING btree ("company_id");
