CREATE TABLE "article_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"school_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "article_slugs" (
	"school_id" integer NOT NULL,
	"slug" varchar(100) NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_slugs_school_id_slug_pk" PRIMARY KEY("school_id","slug")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"languages" text[] NOT NULL,
	"category" varchar(32) NOT NULL,
	"cover_key" varchar(200) NOT NULL,
	"cover_width" integer NOT NULL,
	"cover_height" integer NOT NULL,
	"state" smallint NOT NULL,
	"publish_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"validated" boolean DEFAULT false NOT NULL,
	"admin_edits" integer DEFAULT 0 NOT NULL,
	"meta_title" varchar(100) DEFAULT '' NOT NULL,
	"meta_description" varchar(300) DEFAULT '' NOT NULL,
	"robots_index" boolean DEFAULT true NOT NULL,
	"robots_follow" boolean DEFAULT true NOT NULL,
	"filter_degrees" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"attachment_key" varchar(200),
	"attachment_name" varchar(150),
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_state_check" CHECK ("articles"."state" in (1, 2, 3, 4))
);
--> statement-breakpoint
ALTER TABLE "article_history" ADD CONSTRAINT "article_history_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_history" ADD CONSTRAINT "article_history_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_history" ADD CONSTRAINT "article_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_slugs" ADD CONSTRAINT "article_slugs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_slugs" ADD CONSTRAINT "article_slugs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_history_article_idx" ON "article_history" USING btree ("article_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_school_slug_idx" ON "articles" USING btree ("school_id","slug");--> statement-breakpoint
CREATE INDEX "articles_school_state_idx" ON "articles" USING btree ("school_id","state","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "articles_due_idx" ON "articles" USING btree ("publish_at") WHERE "articles"."state" = 3 and "articles"."announced_at" is null;--> statement-breakpoint
-- Issue 13 (news/blog): the tenancy wall on every blog table (architecture "The tenancy wall").
ALTER TABLE articles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON articles USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE article_slugs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON article_slugs USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE article_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON article_history USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE article_likes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON article_likes USING (app_all_schools() OR school_id = app_school_id());
