CREATE TABLE "known_device" (
	"user_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_device_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "sign_in_event" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "sign_in_event" ADD COLUMN "failed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_event" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sign_in_event" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "known_device" ADD CONSTRAINT "known_device_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_event_user_created_at_idx" ON "sign_in_event" USING btree ("user_id","created_at" DESC NULLS LAST);