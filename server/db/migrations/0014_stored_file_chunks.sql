CREATE TABLE "stored_file_chunks" (
	"file_id" text NOT NULL,
	"seq" integer NOT NULL,
	"upload_id" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE INDEX "stored_file_chunks_upload_id" ON "stored_file_chunks" USING btree ("upload_id");