CREATE TABLE "catalog_import_undo" (
	"import_id" integer NOT NULL,
	"batch" integer NOT NULL,
	"undo" jsonb NOT NULL,
	CONSTRAINT "catalog_import_undo_import_id_batch_pk" PRIMARY KEY("import_id","batch")
);
--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "status" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "rows_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "rows_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_import_undo" ADD CONSTRAINT "catalog_import_undo_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_imports_one_applying" ON "catalog_imports" USING btree ((true)) WHERE "catalog_imports"."status" = 'applying';--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_status_check" CHECK ("catalog_imports"."status" in ('applying', 'applied', 'rolled_back'));