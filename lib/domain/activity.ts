/** The staff activity log's vocabulary (issue 25 §6), shared by the schema, the API and the screen. */

/** What a staff activity entry records (issue 25 §6). */
export const activityActions = ['sign_in', 'sign_in_failed', 'create', 'update', 'delete'] as const;
export type ActivityAction = (typeof activityActions)[number];

/** The kinds of record the log covers: catalogue, prices, users, payment methods and settings. */
export const activityEntities = [
  'session',
  'product',
  'category',
  'attribute',
  'attribute_value',
  'provider',
  'variant',
  'price',
  'search_synonym',
  'staff_user',
  'payment_method',
  'delivery_settings',
  'catalog_import',
  // Issue 23 §4: customers staff create or edit, and their addresses.
  'customer',
  'customer_address',
  // Issue 23 §2: an order taken by staff ('Nuevo pedido').
  'order',
  // Issue 26 §4: 'Reintentar' on a failed electronic invoice.
  'invoice',
] as const;
export type ActivityEntity = (typeof activityEntities)[number];
