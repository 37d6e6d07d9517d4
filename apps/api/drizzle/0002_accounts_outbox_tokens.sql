CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_purpose_check" CHECK (purpose in ('sign_in_code', 'magic_link', 'email_verification', 'password_reset', 'email_attach'))
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_accounts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" uuid,
	"email_domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_join_requests_status_check" CHECK (status in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "company_offices" (
	"company_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_offices_company_id_city_id_pk" PRIMARY KEY("company_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "society_categories" (
	"student_society_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "society_categories_student_society_id_tag_id_pk" PRIMARY KEY("student_society_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "society_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_society_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "society_claims_status_check" CHECK (status in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_accounts" ADD CONSTRAINT "company_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_accounts" ADD CONSTRAINT "company_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_offices" ADD CONSTRAINT "company_offices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_offices" ADD CONSTRAINT "company_offices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_categories" ADD CONSTRAINT "society_categories_student_society_id_student_societies_id_fk" FOREIGN KEY ("student_society_id") REFERENCES "public"."student_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_categories" ADD CONSTRAINT "society_categories_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_claims" ADD CONSTRAINT "society_claims_student_society_id_student_societies_id_fk" FOREIGN KEY ("student_society_id") REFERENCES "public"."student_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_claims" ADD CONSTRAINT "society_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_claims" ADD CONSTRAINT "society_claims_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_purpose_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "account_tokens_token_hash_idx" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "outbox_mails_sent_at_idx" ON "outbox_mails" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "outbox_mails_to_lower_idx" ON "outbox_mails" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "company_accounts_email_domain_idx" ON "company_accounts" USING btree ("email_domain");--> statement-breakpoint
CREATE INDEX "company_accounts_owner_user_id_idx" ON "company_accounts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "company_join_requests_company_id_status_idx" ON "company_join_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "company_join_requests_user_id_idx" ON "company_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_join_requests_pending_user_unique" ON "company_join_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "company_offices_city_id_idx" ON "company_offices" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "society_categories_tag_id_idx" ON "society_categories" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "society_claims_student_society_id_status_idx" ON "society_claims" USING btree ("student_society_id","status");--> statement-breakpoint
CREATE INDEX "society_claims_user_id_idx" ON "society_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "society_claims_pending_user_unique" ON "society_claims" USING btree ("user_id") WHERE status = 'pending';