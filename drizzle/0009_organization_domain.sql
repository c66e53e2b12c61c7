CREATE TABLE "organization_domain" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"domain" text NOT NULL,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_domain" ADD CONSTRAINT "organization_domain_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_domain_verified_unique" ON "organization_domain" USING btree ("domain") WHERE "organization_domain"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_domain_claim_unique" ON "organization_domain" USING btree ("organization_id","domain");