ALTER TABLE "sso_provider" ADD COLUMN "idp_initiated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_provider" ADD COLUMN "admin_group" text;