-- How a payment with each method is coded on the electronic invoice (docs/invoicing.md "Payment means").
ALTER TABLE "payment_methods" ADD COLUMN "means" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_means_check" CHECK ("payment_methods"."means" in ('transfer', 'deposit', 'wallet', 'debit_card', 'credit_card', 'other'));--> statement-breakpoint
-- The methods that exist are QR codes and bank details; those named after a wallet are one.
UPDATE "payment_methods" SET "means" = 'wallet' WHERE "name" ~* '\m(nequi|daviplata|movii|dale|bre-?b)\M';
