CREATE TABLE "books_checks" (
	"day" date PRIMARY KEY NOT NULL,
	"violations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
