ALTER TABLE "pierre" ALTER COLUMN "dim1" SET DATA TYPE numeric(8, 3);--> statement-breakpoint
ALTER TABLE "pierre" ALTER COLUMN "dim1" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "pierre" ALTER COLUMN "dim2" SET DATA TYPE numeric(8, 3);--> statement-breakpoint
ALTER TABLE "pierre" ALTER COLUMN "dim2" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "pierre" ALTER COLUMN "dim3" SET DATA TYPE numeric(8, 3);--> statement-breakpoint
ALTER TABLE "pierre" ALTER COLUMN "dim3" SET DEFAULT '0';