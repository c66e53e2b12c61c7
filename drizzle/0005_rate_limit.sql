CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_resets_at_idx" ON "rate_limit" USING btree ("resets_at");