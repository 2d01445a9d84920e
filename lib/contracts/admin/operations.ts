import { z } from 'zod';
import { activityLogQuery } from '@/lib/validation/admin/activity-log';
import { customerCreateBody, customerListQuery, customerPatchBody } from '@/lib/validation/admin/customers';
import { deliveryZoneInput, pickupRuleInput, shippingRateGroupInput } from '@/lib/validation/admin/delivery-rules';
import { inventoryPatch, inventoryQuery } from '@/lib/validation/admin/inventory';
import { ivaReportQuery } from '@/lib/validation/admin/iva-report';
import { paymentMethodCreateInput, paymentMethodUpdateInput } from '@/lib/validation/admin/payment-methods';
import { breakdownReportQuery, salesReportQuery, topReportQuery } from '@/lib/validation/admin/reports';
import { adjustStockInput, movementsQuery, receiveStockInput, reorderQuery, restockSettingsInput } from '@/lib/validation/admin/stock';
import { storeSettingsPatch } from '@/lib/validation/admin/store-settings';
import { addressSchema } from '@/lib/validation/address';
import { activityActions, activityEntities } from '@/lib/domain/activity';
import { DELIVERY_IVA_RULES } from '@/lib/domain/iva';
import { orderSources, paymentStatuses, shippingStatuses } from '@/lib/domain/order-status';
import { breakdownKinds, reportIntervals, topReportKinds } from '@/lib/domain/reports';
import { adjustmentReasons, stockReasons } from '@/lib/domain/stock';
import { adminPaymentMethod, inventoryRow } from './shapes';
import { adminOrderCustomer, adminOrderUser } from './orders';
import { customerAddress } from '../account';
import { deliveryZone, pickupRule, shippingRateGroup } from '../cart';
import { access, defineResource, successAnswer } from '../operation';
import { paths } from '../paths';
import { ivaRateRow, ivaSplitAnswer } from '../orders';

/** The back office's running of the shop: stock, customers, delivery rules, payment methods, reports, settings. */

const variantParams = z.object({ variantId: z.coerce.number().int().positive().describe('The variant.') });
const csvToo = 'With `format=csv`, the same rows as a CSV file (`separator` `;` or `,`).';

const paymentMethodAnswer = z.strictObject({ paymentMethod: adminPaymentMethod });

const int = () => z.number().int();
const nextCursor = z.string().nullable();
const named = z.strictObject({ id: int(), name: z.string() });

// ---- stock ----

/** A receipt or an adjustment: the variant as it is now and the movement written (id null: no change). */
export const stockActionResult = z.strictObject({
  variant: inventoryRow,
  movement: z.strictObject({ id: int().nullable(), change: int(), stock: int() }),
});
export type StockActionResult = z.infer<typeof stockActionResult>;

/** One row of a variant's history ('Historial'); `unitCost` is absent for a role that does not see costs. */
export const stockMovementRow = z.strictObject({
  id: int(),
  change: int(),
  stockAfter: int(),
  reason: z.enum(stockReasons),
  adjustmentReason: z.enum(adjustmentReasons).nullable(),
  actor: named.nullable(),
  orderId: int().nullable(),
  importId: int().nullable(),
  provider: named.nullable(),
  unitCost: int().nullable().optional(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const stockMovementPage = z.strictObject({ movements: z.array(stockMovementRow), total: int(), page: int(), pageSize: int() });
export type StockMovementRow = z.infer<typeof stockMovementRow>;
export type StockMovementPage = z.infer<typeof stockMovementPage>;

/** What to reorder from one provider (null: variants with no provider). */
export const reorderGroup = z.strictObject({
  provider: z
    .strictObject({
      id: int(),
      name: z.string(),
      contactName: z.string().nullable(),
      contactEmail: z.string().nullable(),
      contactPhone: z.string().nullable(),
    })
    .nullable(),
  items: z.array(
    z.strictObject({
      variantId: int(),
      sku: z.string(),
      productName: z.string(),
      variantName: z.string(),
      unitOfMeasure: z.string().nullable(),
      stock: int(),
      threshold: int(),
      suggestedQuantity: int(),
    }),
  ),
});
export type ReorderGroup = z.infer<typeof reorderGroup>;
export type ReorderItem = ReorderGroup['items'][number];

// ---- customers ----

/** One row of the customer list. Another engineer's customer picker reads exactly this shape: keep it. */
export const adminCustomerListItem = z.strictObject({
  id: int(),
  /** The profile's full name, else the login name, else the e-mail. */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  documentType: adminOrderCustomer.shape.documentType,
  documentNumber: z.string().nullable(),
  ordersCount: int(),
  lastOrderAt: z.string().nullable(),
});
export type AdminCustomerListItem = z.infer<typeof adminCustomerListItem>;

export const adminCustomerOrder = z.strictObject({
  id: int(),
  createdAt: z.string(),
  total: int(),
  source: z.enum(orderSources),
  paymentStatus: z.enum(paymentStatuses),
  shippingStatus: z.enum(shippingStatuses),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrder>;

/** The order's contact and fiscal fields plus the account's own; `fullName` is the profile's alone. */
export const adminCustomer = z.strictObject({
  ...adminOrderCustomer.shape,
  name: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Signed in at least once: the e-mail is their login and staff cannot change it. */
  hasSignedIn: z.boolean(),
  dataPolicyAccepted: z.boolean(),
  marketingOptIn: z.boolean(),
  addresses: z.array(customerAddress),
  /** The newest orders; `ordersCount` counts them all. */
  orders: z.array(adminCustomerOrder),
  ordersCount: int(),
  /** The totals of the orders whose payment is 'paid'. */
  totalSpent: int(),
  lastOrderAt: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;
const customerAnswer = z.strictObject({ customer: adminCustomer });

// ---- delivery rules ----

const zoneAnswer = z.strictObject({ zone: deliveryZone });
const groupAnswer = z.strictObject({ group: shippingRateGroup });

// ---- reports ----

const range = z.strictObject({ from: z.string(), to: z.string() });
const periodFigures = z.strictObject({ sales: int(), orders: int(), units: int(), averageOrderValue: int() });
const costFigures = z.strictObject({
  cost: int(),
  margin: int(),
  marginPercent: int().nullable(),
  costCoverage: int().nullable(),
});
const countAndAmount = z.strictObject({ orders: int(), amount: int() });

/** Cost and margin only for ADMIN. */
export const salesReport = z.strictObject({
  range,
  previousRange: range,
  interval: z.enum(reportIntervals),
  current: periodFigures,
  previous: periodFigures,
  series: z.array(
    z.strictObject({
      bucket: z.string(),
      sales: int(),
      orders: int(),
      units: int(),
      previousBucket: z.string().nullable(),
      previousSales: int(),
      previousOrders: int(),
    }),
  ),
  excluded: z.strictObject({ cancelled: countAndAmount, refunded: countAndAmount }),
  costs: z.strictObject({ current: costFigures, previous: costFigures }).optional(),
});
export type SalesReport = z.infer<typeof salesReport>;

export const topReport = z.strictObject({
  kind: z.enum(topReportKinds),
  range,
  rows: z.array(
    z.strictObject({
      /** Null for lines whose product was deleted or has no category. */
      id: int().nullable(),
      name: z.string().nullable(),
      /** Customers only. */
      email: z.string().optional(),
      orders: int(),
      /** Pieces ('unidades'). */
      units: int(),
      /** Products only: the selling units when all its lines were sold by one unit; null when they mix units. */
      sold: z.strictObject({ quantity: int(), unitOfMeasure: z.string().nullable(), unitsPerItem: int() }).nullable().optional(),
      sales: int(),
      /** ADMIN only, products and categories. */
      costs: costFigures.optional(),
    }),
  ),
});
export type TopReport = z.infer<typeof topReport>;
export type TopRow = TopReport['rows'][number];

export const breakdownReport = z.strictObject({
  kind: z.enum(breakdownKinds),
  range,
  rows: z.array(
    z.strictObject({
      /** A payment method's id as text, 'cash_on_delivery' or 'none'; a delivery option or 'none'; a source. */
      key: z.string(),
      name: z.string().nullable(),
      orders: int(),
      sales: int(),
      /** Whole percent of the range's sales. */
      share: int(),
    }),
  ),
});
export type BreakdownReport = z.infer<typeof breakdownReport>;
export type BreakdownRow = BreakdownReport['rows'][number];

const ivaCollected = z.strictObject({
  ...ivaSplitAnswer.shape,
  orders: int(),
  rows: z.array(ivaRateRow),
  delivery: ivaSplitAnswer,
});
/** IVA per rate of the sales paid in the period, the refunds made in it, and the net to declare. */
export const ivaReport = z.strictObject({
  from: z.string(),
  to: z.string(),
  ...ivaCollected.shape,
  refunds: ivaCollected,
  net: ivaSplitAnswer,
});
export type IvaCollected = z.infer<typeof ivaCollected>;
export type IvaReport = z.infer<typeof ivaReport>;

const dashboardOrder = z.strictObject({
  id: int(),
  createdAt: z.string(),
  total: int(),
  paymentStatus: z.enum(paymentStatuses),
  shippingStatus: z.enum(shippingStatuses),
  user: adminOrderUser,
  waitingSince: z.string(),
  cashOnDelivery: z.boolean(),
});
const waitingOrders = z.strictObject({ count: int(), oldest: z.array(dashboardOrder) });

export const adminDashboard = z.strictObject({
  pendingConfirmation: waitingOrders,
  awaitingShipment: waitingOrders,
  sales: z.strictObject({ thisMonth: int(), lastMonth: int(), thisMonthOrders: int(), lastMonthOrders: int() }),
  bySource: z.array(z.strictObject({ source: z.enum(orderSources), orders: int(), sales: int() })),
  lowStock: z.strictObject({
    threshold: int(),
    count: int(),
    variants: z.array(
      z.strictObject({
        id: int(),
        sku: z.string(),
        productId: int(),
        productName: z.string(),
        stock: int(),
        available: int(),
        threshold: int(),
      }),
    ),
  }),
  contactMessages: z.array(z.strictObject({ id: int(), nombre: z.string(), email: z.string(), asunto: z.string(), createdAt: z.string() })),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
export type DashboardOrder = z.infer<typeof dashboardOrder>;

/** One entry of the staff activity log; `actor` is null for writes outside a staff request. */
export const activityLogEntry = z.strictObject({
  id: int(),
  createdAt: z.string(),
  action: z.enum(activityActions),
  entity: z.enum(activityEntities),
  entityId: z.string().nullable(),
  label: z.string().nullable(),
  actor: z.strictObject({ id: int().nullable(), nombre: z.string().nullable(), email: z.string().nullable() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntry>;

export const storeSettings = z.strictObject({
  lowStockThreshold: int(),
  quoteValidityDays: int(),
  deliveryIvaRule: z.enum(DELIVERY_IVA_RULES),
  sellersChangePrices: z.boolean(),
});
const settingsAnswer = z.strictObject({ settings: storeSettings });

export const adminInventory = defineResource('admin/inventory', {
  list: {
    method: 'GET',
    path: paths.adminInventory.list,
    summary: 'Every variant with its stock, prices and restock settings',
    description: 'Cost prices only for roles that may see costs (ADMIN).',
    access: access.staff,
    query: inventoryQuery,
    responses: { 200: z.strictObject({ inventory: z.array(inventoryRow) }) },
  },
  update: {
    method: 'PATCH',
    path: paths.adminInventory.update,
    summary: 'Change one cell of a variant: price, salePrice, stock or costPrice',
    access: access.staff,
    params: variantParams,
    body: inventoryPatch,
    responses: { 200: z.strictObject({ variant: inventoryRow }) },
    errors: [409],
  },
  receive: {
    method: 'POST',
    path: paths.adminInventory.receive,
    summary: 'Receive stock from a provider (into the ledger)',
    access: access.staff,
    params: variantParams,
    body: receiveStockInput,
    responses: { 200: stockActionResult },
  },
  adjust: {
    method: 'POST',
    path: paths.adminInventory.adjust,
    summary: 'Adjust stock with a reason (a count, breakage, a loss)',
    access: access.staff,
    params: variantParams,
    body: adjustStockInput,
    responses: { 200: stockActionResult },
    errors: [409],
  },
  movements: {
    method: 'GET',
    path: paths.adminInventory.movements,
    summary: "A variant's stock movements, newest first, paged",
    access: access.staff,
    params: variantParams,
    query: movementsQuery,
    responses: { 200: stockMovementPage },
  },
  restockSettings: {
    method: 'PATCH',
    path: paths.adminInventory.restockSettings,
    summary: "A variant's reorder point, quantity and provider",
    access: access.staff,
    params: variantParams,
    body: restockSettingsInput,
    responses: { 200: z.strictObject({ variant: inventoryRow }) },
  },
  reorder: {
    method: 'GET',
    path: paths.adminInventory.reorder,
    summary: 'What to reorder, grouped by provider',
    access: access.staff,
    query: reorderQuery,
    responses: { 200: z.strictObject({ groups: z.array(reorderGroup) }) },
  },
  reorderExport: {
    method: 'GET',
    path: paths.adminInventory.reorderExport,
    summary: 'What to reorder, as a CSV file',
    access: access.staff,
    query: reorderQuery,
    responses: { 200: { file: 'text/csv', description: 'reponer-{date}.csv' } },
  },
});

export const adminCustomers = defineResource('admin/customers', {
  list: {
    method: 'GET',
    path: paths.adminCustomers.list,
    summary: 'Customers, searched and paged',
    access: access.staff,
    query: customerListQuery,
    responses: { 200: z.strictObject({ items: z.array(adminCustomerListItem), total: int(), nextCursor }) },
  },
  create: {
    method: 'POST',
    path: paths.adminCustomers.create,
    summary: 'Create a customer taken by WhatsApp or phone',
    description: 'Name and phone; the e-mail is optional but unique (409).',
    access: access.staff,
    body: customerCreateBody,
    responses: { 201: customerAnswer },
    errors: [409],
  },
  get: {
    method: 'GET',
    path: paths.adminCustomers.get,
    summary: 'One customer: contact and fiscal data, addresses, orders, total spent',
    access: access.staff,
    responses: { 200: customerAnswer },
  },
  update: {
    method: 'PATCH',
    path: paths.adminCustomers.update,
    summary: "Change a customer's contact and fiscal data",
    access: access.staff,
    body: customerPatchBody,
    responses: { 200: customerAnswer },
    errors: [409],
  },
  createAddress: {
    method: 'POST',
    path: paths.adminCustomers.createAddress,
    summary: 'Add an address to a customer',
    access: access.staff,
    body: addressSchema(),
    responses: { 201: z.strictObject({ address: customerAddress }) },
  },
  updateAddress: {
    method: 'PATCH',
    path: paths.adminCustomers.updateAddress,
    summary: "Change one of a customer's addresses",
    access: access.staff,
    body: addressSchema(),
    responses: { 200: z.strictObject({ address: customerAddress }) },
  },
  removeAddress: {
    method: 'DELETE',
    path: paths.adminCustomers.removeAddress,
    summary: "Delete one of a customer's addresses",
    access: access.staff,
    responses: { 200: successAnswer },
  },
});

export const adminDelivery = defineResource('admin/delivery', {
  rules: {
    method: 'GET',
    path: paths.adminDelivery.rules,
    summary: 'The delivery rules: pickup, local zones and national rate groups',
    access: access.staff,
    responses: { 200: z.strictObject({ pickup: pickupRule, zones: z.array(deliveryZone), groups: z.array(shippingRateGroup) }) },
  },
  savePickup: {
    method: 'PUT',
    path: paths.adminDelivery.savePickup,
    summary: 'Save the pickup rule (opening hours, preparation time)',
    access: access.admin,
    body: pickupRuleInput,
    responses: { 200: z.strictObject({ pickup: pickupRule }) },
  },
  createZone: {
    method: 'POST',
    path: paths.adminDelivery.createZone,
    summary: 'Create a local delivery zone',
    access: access.admin,
    body: deliveryZoneInput,
    responses: { 201: zoneAnswer },
    errors: [409],
  },
  updateZone: {
    method: 'PUT',
    path: paths.adminDelivery.updateZone,
    summary: 'Change a local delivery zone',
    access: access.admin,
    body: deliveryZoneInput,
    responses: { 200: zoneAnswer },
    errors: [409],
  },
  removeZone: {
    method: 'DELETE',
    path: paths.adminDelivery.removeZone,
    summary: 'Delete a local delivery zone',
    access: access.admin,
    responses: { 200: successAnswer },
  },
  createRateGroup: {
    method: 'POST',
    path: paths.adminDelivery.createRateGroup,
    summary: 'Create a national shipping rate group',
    access: access.admin,
    body: shippingRateGroupInput,
    responses: { 201: groupAnswer },
    errors: [409],
  },
  updateRateGroup: {
    method: 'PUT',
    path: paths.adminDelivery.updateRateGroup,
    summary: 'Change a national shipping rate group',
    access: access.admin,
    body: shippingRateGroupInput,
    responses: { 200: groupAnswer },
    errors: [409],
  },
  removeRateGroup: {
    method: 'DELETE',
    path: paths.adminDelivery.removeRateGroup,
    summary: 'Delete a national shipping rate group',
    access: access.admin,
    responses: { 200: successAnswer },
  },
});

export const adminPaymentMethods = defineResource('admin/payment-methods', {
  list: {
    method: 'GET',
    path: paths.adminPaymentMethods.list,
    summary: 'Every payment method, inactive ones included',
    access: access.admin,
    responses: { 200: z.strictObject({ paymentMethods: z.array(adminPaymentMethod) }) },
  },
  create: {
    method: 'POST',
    path: paths.adminPaymentMethods.create,
    summary: 'Create a payment method',
    access: access.admin,
    body: paymentMethodCreateInput,
    responses: { 201: paymentMethodAnswer },
  },
  update: {
    method: 'PUT',
    path: paths.adminPaymentMethods.update,
    summary: 'Change a payment method',
    access: access.admin,
    body: paymentMethodUpdateInput,
    responses: { 200: paymentMethodAnswer },
  },
  remove: {
    method: 'DELETE',
    path: paths.adminPaymentMethods.remove,
    summary: 'Delete a payment method (deactivated instead once orders use it)',
    access: access.admin,
    responses: { 200: successAnswer },
  },
});

export const adminReports = defineResource('admin/reports', {
  dashboard: {
    method: 'GET',
    path: paths.adminReports.dashboard,
    summary: "The dashboard's figures: orders waiting, today's sales, low stock",
    access: access.staff,
    responses: { 200: adminDashboard },
  },
  sales: {
    method: 'GET',
    path: paths.adminReports.sales,
    summary: 'Sales over a period, by day, week or month',
    description: `Cost and margin only for ADMIN. ${csvToo}`,
    access: access.staff,
    query: salesReportQuery,
    responses: { 200: salesReport },
  },
  top: {
    method: 'GET',
    path: paths.adminReports.top,
    summary: 'Best-selling products, categories or customers over a period',
    description: csvToo,
    access: access.staff,
    query: topReportQuery,
    responses: { 200: topReport },
  },
  breakdown: {
    method: 'GET',
    path: paths.adminReports.breakdown,
    summary: 'Sales over a period split by source, payment method or delivery option',
    description: csvToo,
    access: access.staff,
    query: breakdownReportQuery,
    responses: { 200: breakdownReport },
  },
  iva: {
    method: 'GET',
    path: paths.adminReports.iva,
    summary: 'IVA collected per rate over a period',
    description: csvToo,
    access: access.admin,
    query: ivaReportQuery,
    responses: { 200: z.strictObject({ report: ivaReport }) },
  },
  activityLog: {
    method: 'GET',
    path: paths.adminReports.activityLog,
    summary: 'Who did what in the back office, newest first',
    access: access.admin,
    query: activityLogQuery,
    responses: { 200: z.strictObject({ entries: z.array(activityLogEntry), nextCursor }) },
  },
});

export const adminSettings = defineResource('admin/settings', {
  get: {
    method: 'GET',
    path: paths.adminSettings.get,
    summary: "The store's settings (low-stock threshold, payment window, IVA on delivery…)",
    access: access.staff,
    responses: { 200: settingsAnswer },
  },
  update: {
    method: 'PATCH',
    path: paths.adminSettings.update,
    summary: "Change some of the store's settings",
    access: access.admin,
    body: storeSettingsPatch,
    responses: { 200: settingsAnswer },
  },
});
