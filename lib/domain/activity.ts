/** The staff activity log's vocabulary, shared by the schema, the API and the screen. */

/** What a staff activity entry records. */
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
  // Customers staff create or edit, and their addresses.
  'customer',
  'customer_address',
  // An order taken by staff ('Nuevo pedido').
  'order',
  // 'Reintentar' on a failed electronic invoice.
  'invoice',
] as const;
export type ActivityEntity = (typeof activityEntities)[number];
