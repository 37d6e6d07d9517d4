CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_society_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'subscription_requests' NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_status_check" CHECK (status in ('subscribed', 'subscription_requests', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_society_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text DEFAULT 'TextPost' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_kind_check" CHECK (kind in ('TextPost', 'MediaPost', 'DocumentPost', 'PollPost')),
	CONSTRAINT "posts_status_check" CHECK (status in ('draft', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "ai_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"query" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"touchpoint_id" uuid NOT NULL,
	"progress" text DEFAULT 'saved' NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_progress_check" CHECK (progress in ('saved', 'started', 'applied'))
);
--> statement-breakpoint
CREATE TABLE "cohost_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"touchpoint_id" uuid NOT NULL,
	"cohost_type" text NOT NULL,
	"cohost_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohost_applications_cohost_type_check" CHECK (cohost_type in ('Company', 'StudentSociety')),
	CONSTRAINT "cohost_applications_status_check" CHECK (status in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"touchpoint_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_status_check" CHECK (status in ('registered', 'cancelled', 'attended'))
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"followable_type" text NOT NULL,
	"followable_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_followable_type_check" CHECK (followable_type in ('Company', 'StudentSociety'))
);
--> statement-breakpoint
CREATE TABLE "id_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"touchpoint_id" uuid NOT NULL,
	"score" real NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"viewed_at" timestamp with time zone,
	"preferred" boolean DEFAULT false NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"touchpoint_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK (status in ('waiting', 'promoted', 'left'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon_url" text,
	"cover_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"provider_verified" boolean DEFAULT false NOT NULL,
	"description" text,
	"website" text,
	"industry_id" uuid,
	"company_size_id" uuid,
	"employees_count_id" uuid,
	"city_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_societies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon_url" text,
	"cover_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"provider_verified" boolean DEFAULT false NOT NULL,
	"university_id" uuid,
	"description" text,
	"who_can_post" text DEFAULT 'members' NOT NULL,
	"who_can_reply_to_posts" text DEFAULT 'members' NOT NULL,
	"show_media_uploads_from_posts" boolean DEFAULT true NOT NULL,
	"is_post_approval_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_societies_who_can_post_check" CHECK (who_can_post in ('everyone', 'members', 'committee', 'managers')),
	CONSTRAINT "student_societies_who_can_reply_to_posts_check" CHECK (who_can_reply_to_posts in ('everyone', 'members', 'committee', 'managers'))
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon_url" text,
	"city_id" uuid,
	"country_id" uuid NOT NULL,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_preference_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_preference_options_category_check" CHECK (category in ('genders', 'physical_disabilities', 'congnitive_disabilities', 'socio_economic_statuses'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country_id" uuid NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "degrees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"minimum" integer NOT NULL,
	"maximum" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"industry_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_kinds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_type_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_types_key_check" CHECK (key in ('job', 'part_time', 'internship', 'event'))
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_type_check" CHECK (type in ('Topic', 'Offering', 'Ethnicity', 'Language', 'Industry', 'AreaOfResponsibility', 'EducationRequirement'))
);
--> statement-breakpoint
CREATE TABLE "touchpoint_areas_of_responsibility" (
	"touchpoint_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "touchpoint_areas_of_responsibility_touchpoint_id_tag_id_pk" PRIMARY KEY("touchpoint_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "touchpoint_cities" (
	"touchpoint_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	CONSTRAINT "touchpoint_cities_touchpoint_id_city_id_pk" PRIMARY KEY("touchpoint_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "touchpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"touchpointable_type" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"meta_description" text,
	"url" text,
	"apply_url" text,
	"apply_kind" text DEFAULT 'external' NOT NULL,
	"kind" text,
	"working_model" text,
	"minimum_salary" integer,
	"maximum_salary" integer,
	"pay_currency" text,
	"salary_estimated" boolean DEFAULT false NOT NULL,
	"application_deadline" timestamp with time zone,
	"application_deadline_time_zone" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"time_zone" text,
	"icon_url" text,
	"cover_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"capacity" integer,
	"waitlist_enabled" boolean DEFAULT false NOT NULL,
	"show_guest_list" boolean DEFAULT false NOT NULL,
	"event_category_id" uuid,
	"event_type" text,
	"event_mode" text,
	"virtual_link" text,
	"place_name" text,
	"place_address" text,
	"place_city_id" uuid,
	"place_postcode" text,
	"place_latitude" double precision,
	"place_longitude" double precision,
	"experience_level" text,
	"education_requirement_id" uuid,
	"industry_id" uuid,
	"creatable_for_type" text NOT NULL,
	"creatable_for_id" uuid NOT NULL,
	"created_by_id" uuid,
	"published_at" timestamp with time zone,
	"rejection_reason" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(meta_description, '')), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "touchpoints_touchpointable_type_check" CHECK (touchpointable_type in ('Job', 'Internship', 'Event')),
	CONSTRAINT "touchpoints_state_check" CHECK (state in ('draft', 'ready_for_approval', 'approved', 'pending', 'published', 'rejected', 'closed', 'ended', 'expired')),
	CONSTRAINT "touchpoints_creatable_for_type_check" CHECK (creatable_for_type in ('Company', 'StudentSociety')),
	CONSTRAINT "touchpoints_working_model_check" CHECK (working_model is null or working_model in ('remote', 'hybrid', 'office')),
	CONSTRAINT "touchpoints_apply_kind_check" CHECK (apply_kind in ('external', 'internal')),
	CONSTRAINT "touchpoints_event_mode_check" CHECK (event_mode is null or event_mode in ('virtual', 'in_person')),
	CONSTRAINT "touchpoints_salary_range_check" CHECK (minimum_salary is null or maximum_salary is null or minimum_salary <= maximum_salary),
	CONSTRAINT "touchpoints_capacity_check" CHECK (capacity is null or capacity >= 0)
);
--> statement-breakpoint
CREATE TABLE "view_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"touchpoint_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"flow_state" text,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"extension_installed" boolean DEFAULT false NOT NULL,
	"provider_verified" boolean DEFAULT false NOT NULL,
	"bio" text,
	"date_of_birth" date,
	"linkedin_url" text,
	"resume_url" text,
	"avatar_url" text,
	"remote_opportunity" boolean DEFAULT false NOT NULL,
	"degree_id" uuid,
	"subject_id" uuid,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"education_type" text DEFAULT 'undergraduate' NOT NULL,
	"university_id" uuid,
	"degree_id" uuid,
	"subject_id" uuid,
	"study_year" integer,
	"graduation_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"student_society_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"userable_type" text NOT NULL,
	"type" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_userable_type_check" CHECK (userable_type in ('Candidate', 'Manager', 'Recruiter')),
	CONSTRAINT "users_type_check" CHECK (type is null or type = 'admin')
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_student_society_id_student_societies_id_fk" FOREIGN KEY ("student_society_id") REFERENCES "public"."student_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_student_society_id_student_societies_id_fk" FOREIGN KEY ("student_society_id") REFERENCES "public"."student_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_searches" ADD CONSTRAINT "ai_searches_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohost_applications" ADD CONSTRAINT "cohost_applications_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_lists" ADD CONSTRAINT "id_lists_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_industry_id_tags_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_size_id_company_sizes_id_fk" FOREIGN KEY ("company_size_id") REFERENCES "public"."company_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_employees_count_id_employees_counts_id_fk" FOREIGN KEY ("employees_count_id") REFERENCES "public"."employees_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_societies" ADD CONSTRAINT "student_societies_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_kinds" ADD CONSTRAINT "opportunity_kinds_opportunity_type_id_opportunity_types_id_fk" FOREIGN KEY ("opportunity_type_id") REFERENCES "public"."opportunity_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_areas_of_responsibility" ADD CONSTRAINT "touchpoint_areas_of_responsibility_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_areas_of_responsibility" ADD CONSTRAINT "touchpoint_areas_of_responsibility_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_cities" ADD CONSTRAINT "touchpoint_cities_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_cities" ADD CONSTRAINT "touchpoint_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_event_category_id_event_categories_id_fk" FOREIGN KEY ("event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_place_city_id_cities_id_fk" FOREIGN KEY ("place_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_education_requirement_id_tags_id_fk" FOREIGN KEY ("education_requirement_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_industry_id_tags_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_counts" ADD CONSTRAINT "view_counts_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_histories" ADD CONSTRAINT "education_histories_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_histories" ADD CONSTRAINT "education_histories_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_histories" ADD CONSTRAINT "education_histories_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_histories" ADD CONSTRAINT "education_histories_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_student_society_id_student_societies_id_fk" FOREIGN KEY ("student_society_id") REFERENCES "public"."student_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiters" ADD CONSTRAINT "recruiters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiters" ADD CONSTRAINT "recruiters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_society_candidate_unique" ON "memberships" USING btree ("student_society_id","candidate_id");--> statement-breakpoint
CREATE INDEX "memberships_candidate_id_idx" ON "memberships" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "memberships_society_status_created_at_idx" ON "memberships" USING btree ("student_society_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_society_status_created_at_idx" ON "posts" USING btree ("student_society_id","status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "posts_author_id_idx" ON "posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "ai_searches_candidate_created_at_idx" ON "ai_searches" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "applications_candidate_touchpoint_unique" ON "applications" USING btree ("candidate_id","touchpoint_id");--> statement-breakpoint
CREATE INDEX "applications_touchpoint_progress_idx" ON "applications" USING btree ("touchpoint_id","progress","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cohost_applications_touchpoint_cohost_unique" ON "cohost_applications" USING btree ("touchpoint_id","cohost_type","cohost_id");--> statement-breakpoint
CREATE INDEX "cohost_applications_cohost_idx" ON "cohost_applications" USING btree ("cohost_type","cohost_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_touchpoint_candidate_unique" ON "event_registrations" USING btree ("touchpoint_id","candidate_id");--> statement-breakpoint
CREATE INDEX "event_registrations_candidate_id_idx" ON "event_registrations" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "event_registrations_touchpoint_status_idx" ON "event_registrations" USING btree ("touchpoint_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_candidate_followable_unique" ON "follows" USING btree ("candidate_id","followable_type","followable_id");--> statement-breakpoint
CREATE INDEX "follows_followable_idx" ON "follows" USING btree ("followable_type","followable_id");--> statement-breakpoint
CREATE INDEX "id_lists_created_by_id_idx" ON "id_lists" USING btree ("created_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_candidate_touchpoint_unique" ON "matches" USING btree ("candidate_id","touchpoint_id");--> statement-breakpoint
CREATE INDEX "matches_candidate_score_idx" ON "matches" USING btree ("candidate_id","score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "matches_touchpoint_id_idx" ON "matches" USING btree ("touchpoint_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_touchpoint_candidate_unique" ON "waitlist_entries" USING btree ("touchpoint_id","candidate_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_touchpoint_status_position_idx" ON "waitlist_entries" USING btree ("touchpoint_id","status","position");--> statement-breakpoint
CREATE INDEX "waitlist_entries_candidate_id_idx" ON "waitlist_entries" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_unique" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "companies_industry_id_idx" ON "companies" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "companies_company_size_id_idx" ON "companies" USING btree ("company_size_id");--> statement-breakpoint
CREATE INDEX "companies_employees_count_id_idx" ON "companies" USING btree ("employees_count_id");--> statement-breakpoint
CREATE INDEX "companies_city_id_idx" ON "companies" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "companies_created_at_id_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "student_societies_slug_unique" ON "student_societies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "student_societies_university_id_idx" ON "student_societies" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "student_societies_name_idx" ON "student_societies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "student_societies_created_at_id_idx" ON "student_societies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "student_societies_name_trgm_idx" ON "student_societies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "universities_slug_unique" ON "universities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "universities_city_id_idx" ON "universities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "universities_country_id_idx" ON "universities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "universities_name_idx" ON "universities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "universities_name_trgm_idx" ON "universities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_preference_options_category_key_unique" ON "candidate_preference_options" USING btree ("category","key");--> statement-breakpoint
CREATE INDEX "candidate_preference_options_category_position_idx" ON "candidate_preference_options" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "cities_country_id_idx" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "company_sizes_name_unique" ON "company_sizes" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_unique" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "countries_name_idx" ON "countries" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_unique" ON "currencies" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "degrees_name_unique" ON "degrees" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_counts_key_unique" ON "employees_counts" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_name_unique" ON "event_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_kinds_type_key_unique" ON "opportunity_kinds" USING btree ("opportunity_type_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_types_key_unique" ON "opportunity_types" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_name_unique" ON "subjects" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_type_name_unique" ON "tags" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "tags_type_position_idx" ON "tags" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "touchpoint_areas_of_responsibility_tag_id_idx" ON "touchpoint_areas_of_responsibility" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "touchpoint_cities_city_id_idx" ON "touchpoint_cities" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "touchpoints_slug_unique" ON "touchpoints" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "touchpoints_search_idx" ON "touchpoints" USING gin ("search");--> statement-breakpoint
CREATE INDEX "touchpoints_title_trgm_idx" ON "touchpoints" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "touchpoints_type_state_created_at_id_idx" ON "touchpoints" USING btree ("touchpointable_type","state","created_at","id");--> statement-breakpoint
CREATE INDEX "touchpoints_state_published_at_id_idx" ON "touchpoints" USING btree ("state","published_at","id");--> statement-breakpoint
CREATE INDEX "touchpoints_created_at_id_idx" ON "touchpoints" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "touchpoints_application_deadline_idx" ON "touchpoints" USING btree ("application_deadline");--> statement-breakpoint
CREATE INDEX "touchpoints_start_date_idx" ON "touchpoints" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "touchpoints_creatable_for_idx" ON "touchpoints" USING btree ("creatable_for_type","creatable_for_id","created_at");--> statement-breakpoint
CREATE INDEX "touchpoints_created_by_id_idx" ON "touchpoints" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "touchpoints_event_category_id_idx" ON "touchpoints" USING btree ("event_category_id");--> statement-breakpoint
CREATE INDEX "touchpoints_place_city_id_idx" ON "touchpoints" USING btree ("place_city_id");--> statement-breakpoint
CREATE INDEX "touchpoints_education_requirement_id_idx" ON "touchpoints" USING btree ("education_requirement_id");--> statement-breakpoint
CREATE INDEX "touchpoints_industry_id_idx" ON "touchpoints" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "touchpoints_featured_idx" ON "touchpoints" USING btree ("creatable_for_type","creatable_for_id") WHERE featured;--> statement-breakpoint
CREATE UNIQUE INDEX "view_counts_touchpoint_visitor_day_unique" ON "view_counts" USING btree ("touchpoint_id","visitor","day");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_user_id_unique" ON "candidates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "candidates_degree_id_idx" ON "candidates" USING btree ("degree_id");--> statement-breakpoint
CREATE INDEX "candidates_subject_id_idx" ON "candidates" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "education_histories_candidate_id_idx" ON "education_histories" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "education_histories_university_id_idx" ON "education_histories" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "education_histories_degree_id_idx" ON "education_histories" USING btree ("degree_id");--> statement-breakpoint
CREATE INDEX "education_histories_subject_id_idx" ON "education_histories" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "managers_user_id_unique" ON "managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "managers_student_society_id_idx" ON "managers" USING btree ("student_society_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruiters_user_id_unique" ON "recruiters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recruiters_company_id_idx" ON "recruiters" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_userable_type_idx" ON "users" USING btree ("userable_type");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");