/**
 * Every operation's path template, by resource and operation (the keys of lib/contracts), and
 * the URL builders made from them. No schema and no zod: lib/api-client, which reaches the
 * store's pages, builds its URLs from here without bringing the contracts' schemas into the
 * browser; the registry (defineResource) takes its paths from here too, so both read one list.
 */

export const paths = {
  catalog: {
    listProducts: '/api/products',
    getProduct: '/api/products/{id}',
    availability: '/api/products/availability',
    listCategories: '/api/categories',
    listAttributes: '/api/attributes',
    listPaymentMethods: '/api/payment-methods',
  },
  auth: {
    requestCode: '/api/auth/request-code',
    verifyCode: '/api/auth/verify-code',
  },
  orders: {
    list: '/api/orders',
    create: '/api/orders',
    get: '/api/orders/{id}',
    confirmPayment: '/api/orders/{id}/confirm-payment',
    cancel: '/api/orders/{id}/cancel',
    invoiceTo: '/api/orders/{id}/invoice-to',
    receipt: '/api/orders/{id}/receipt',
    proofUploadUrl: '/api/customer/upload-url',
    logoutAll: '/api/customer/logout-all',
  },
  addresses: {
    list: '/api/addresses',
    create: '/api/addresses',
    update: '/api/addresses/{id}',
    remove: '/api/addresses/{id}',
  },
  consent: {
    acceptByEmailLink: '/api/consent/email-link',
  },
  profile: {
    get: '/api/profile',
    save: '/api/profile',
    remove: '/api/profile',
    getConsent: '/api/profile/consent',
    acceptConsent: '/api/profile/consent',
    setMarketing: '/api/profile/marketing',
    export: '/api/profile/export',
  },
  cart: {
    deliveryQuote: '/api/delivery/quote',
    deliverySummary: '/api/delivery/summary',
    shareCart: '/api/shared-carts',
    getSharedCart: '/api/shared-carts/{id}',
    quote: '/api/quotes',
    contact: '/api/contact',
  },
  paymentLinks: {
    get: '/api/pay/{token}',
    uploadUrl: '/api/pay/{token}/upload-url',
    confirmPayment: '/api/pay/{token}/confirm-payment',
  },
  onlinePayments: {
    startForOrder: '/api/orders/{id}/online-payment',
    startForPaymentLink: '/api/pay/{token}/online-payment',
    wompiEvents: '/api/payments/wompi/events',
  },
  system: {
    health: '/api/health',
    ready: '/api/health/ready',
    pageData: '/api/page-data/{id}',
    upload: '/api/storage/upload',
    uploadGet: '/api/storage/upload',
    uploadPost: '/api/storage/upload',
    uploadPatch: '/api/storage/upload',
    uploadDelete: '/api/storage/upload',
    openapi: '/api/openapi.json',
  },
  adminAuth: {
    login: '/api/admin/login',
    logout: '/api/admin/logout',
    logoutAll: '/api/admin/logout-all',
    profile: '/api/admin/profile',
  },
  adminUsers: {
    list: '/api/admin/users',
    create: '/api/admin/users',
    get: '/api/admin/users/{id}',
    update: '/api/admin/users/{id}',
    remove: '/api/admin/users/{id}',
    logoutAll: '/api/admin/users/{id}/logout-all',
  },
  adminProducts: {
    list: '/api/admin/products',
    create: '/api/admin/products',
    get: '/api/admin/products/{id}',
    update: '/api/admin/products/{id}',
    remove: '/api/admin/products/{id}',
    restore: '/api/admin/products/{id}/restore',
    saveVariants: '/api/admin/products/{id}/variants',
    uploadUrl: '/api/admin/upload-url',
    bulkPricePreview: '/api/admin/bulk-prices/preview',
    bulkPriceApply: '/api/admin/bulk-prices/apply',
    exportCatalog: '/api/admin/catalog/export',
    importCatalog: '/api/admin/catalog/import',
    applyCatalogImport: '/api/admin/catalog/import/apply',
    catalogImportProgress: '/api/admin/catalog/import/progress',
  },
  adminAttributes: {
    list: '/api/admin/attributes',
    create: '/api/admin/attributes',
    update: '/api/admin/attributes/{id}',
    remove: '/api/admin/attributes/{id}',
    createValue: '/api/admin/attributes/{id}/values',
    updateValue: '/api/admin/attributes/{id}/values/{valueId}',
    removeValue: '/api/admin/attributes/{id}/values/{valueId}',
  },
  adminCategories: {
    list: '/api/admin/categories',
    create: '/api/admin/categories',
    update: '/api/admin/categories/{id}',
    remove: '/api/admin/categories/{id}',
  },
  adminProviders: {
    list: '/api/admin/providers',
    create: '/api/admin/providers',
    update: '/api/admin/providers/{id}',
    remove: '/api/admin/providers/{id}',
  },
  adminSearchSynonyms: {
    list: '/api/admin/search-synonyms',
    create: '/api/admin/search-synonyms',
    update: '/api/admin/search-synonyms/{id}',
    remove: '/api/admin/search-synonyms/{id}',
  },
  adminOrders: {
    list: '/api/admin/orders',
    create: '/api/admin/orders',
    get: '/api/admin/orders/{id}',
    approve: '/api/admin/orders/{id}/approve',
    reject: '/api/admin/orders/{id}/reject',
    refund: '/api/admin/orders/{id}/refund',
    partialRefund: '/api/admin/orders/{id}/partial-refunds',
    cancel: '/api/admin/orders/{id}/cancel',
    cashPayment: '/api/admin/orders/{id}/cash-payment',
    processing: '/api/admin/orders/{id}/processing',
    shippingFee: '/api/admin/orders/{id}/shipping-fee',
    addNote: '/api/admin/orders/{id}/notes',
    receipt: '/api/admin/orders/{id}/receipt',
    retryInvoice: '/api/admin/orders/{id}/invoice/retry',
    retryCreditNote: '/api/admin/orders/{id}/credit-note/retry',
    createShipment: '/api/admin/orders/{id}/shipments',
    listShipments: '/api/admin/shipments',
    updateShipment: '/api/admin/shipments/{id}',
    deliverShipment: '/api/admin/shipments/{id}/deliver',
    newOrderProducts: '/api/admin/new-order/products',
    newOrderCustomer: '/api/admin/new-order/customers/{id}',
    newOrderQuote: '/api/admin/new-order/quote',
  },
  adminInventory: {
    list: '/api/admin/inventory',
    update: '/api/admin/inventory/{variantId}',
    receive: '/api/admin/inventory/{variantId}/receive',
    adjust: '/api/admin/inventory/{variantId}/adjust',
    movements: '/api/admin/inventory/{variantId}/movements',
    restockSettings: '/api/admin/inventory/{variantId}/restock-settings',
    reorder: '/api/admin/reorder',
    reorderExport: '/api/admin/reorder/export',
  },
  adminCustomers: {
    list: '/api/admin/customers',
    create: '/api/admin/customers',
    get: '/api/admin/customers/{id}',
    update: '/api/admin/customers/{id}',
    createAddress: '/api/admin/customers/{id}/addresses',
    updateAddress: '/api/admin/customers/{id}/addresses/{addressId}',
    removeAddress: '/api/admin/customers/{id}/addresses/{addressId}',
  },
  adminDelivery: {
    rules: '/api/admin/delivery-rules',
    savePickup: '/api/admin/delivery-rules/pickup',
    createZone: '/api/admin/delivery-zones',
    updateZone: '/api/admin/delivery-zones/{id}',
    removeZone: '/api/admin/delivery-zones/{id}',
    createRateGroup: '/api/admin/shipping-rate-groups',
    updateRateGroup: '/api/admin/shipping-rate-groups/{id}',
    removeRateGroup: '/api/admin/shipping-rate-groups/{id}',
  },
  adminPaymentMethods: {
    list: '/api/admin/payment-methods',
    create: '/api/admin/payment-methods',
    update: '/api/admin/payment-methods/{id}',
    remove: '/api/admin/payment-methods/{id}',
  },
  adminReports: {
    dashboard: '/api/admin/dashboard',
    sales: '/api/admin/reports/sales',
    top: '/api/admin/reports/top',
    breakdown: '/api/admin/reports/breakdown',
    iva: '/api/admin/reports/iva',
    activityLog: '/api/admin/activity-log',
  },
  adminOnlinePayments: {
    startForOrder: '/api/admin/orders/{id}/online-payment',
    list: '/api/admin/online-payments',
  },
  adminSettings: {
    get: '/api/admin/settings',
    update: '/api/admin/settings',
  },
} as const;

/** The names between braces in a path template: '/api/a/{id}/b/{valueId}' → 'id' | 'valueId'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

export type PathArgs<P extends string> = [PathParamNames<P>] extends [never] ? [] : [params: Record<PathParamNames<P>, string | number>];

/** Fills a path template: fillPath('/api/orders/{id}', { id: 7 }) → '/api/orders/7'. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

type Paths = typeof paths;
type UrlBuilders = { [R in keyof Paths]: { [K in keyof Paths[R]]: (...args: PathArgs<Paths[R][K] & string>) => string } };

/** `apiUrl.adminOrders.approve({ id: 7 })` → '/api/admin/orders/7/approve'; a query string is the caller's. */
export const apiUrl = Object.fromEntries(
  Object.entries(paths).map(([resource, templates]) => [
    resource,
    Object.fromEntries(
      Object.entries(templates).map(([key, template]) => [key, (params?: Record<string, string | number>) => fillPath(template, params)]),
    ),
  ]),
) as UrlBuilders;
