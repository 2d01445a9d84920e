-- A Bre-B key each manual method may show with a copy button (docs/online-payment-screens.md).
ALTER TABLE "payment_methods" ADD COLUMN "breb_key" text;
