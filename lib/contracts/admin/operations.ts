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
import { adminPaymentMethod, inventoryRow } from './shapes';
import { customerAddress } from '../account';
import { access, defineResource, successAnswer } from '../operation';

/** The back office's running of the shop: stock, customers, delivery rules, payment methods, reports, settings. */

const variantParams = z.object({ variantId: z.coerce.number().int().positive().describe('The variant.') });
const csvToo = 'With `format=csv`, the same rows as a CSV file (`separator` `;` or `,`).';

const paymentMethodAnswer = z.strictObject({ paymentMethod: adminPaymentMethod });

export const adminInventory = defineResource('admin/inventory', {
  list: {
    method: 'GET',
    path: '/api/admin/inventory',
    summary: 'Every variant with its stock, prices and restock settings',
    description: 'Cost prices only for roles that may see costs (ADMIN).',
    access: access.staff,
    query: inventoryQuery,
    responses: { 200: z.strictObject({ inventory: z.array(inventoryRow) }) },
  },
  update: {
    method: 'PATCH',
    path: '/api/admin/inventory/{variantId}',
    summary: 'Change one cell of a variant: price, salePrice, stock or costPrice',
    access: access.staff,
    params: variantParams,
    body: inventoryPatch,
    responses: { 200: z.strictObject({ variant: inventoryRow }) },
    errors: [409],
  },
  receive: {
    method: 'POST',
    path: '/api/admin/inventory/{variantId}/receive',
    summary: 'Receive stock from a provider (into the ledger)',
    access: access.staff,
    params: variantParams,
    body: receiveStockInput,
    responses: { 200: null },
  },
  adjust: {
    method: 'POST',
    path: '/api/admin/inventory/{variantId}/adjust',
    summary: 'Adjust stock with a reason (a count, breakage, a loss)',
    access: access.staff,
    params: variantParams,
    body: adjustStockInput,
    responses: { 200: null },
    errors: [409],
  },
  movements: {
    method: 'GET',
    path: '/api/admin/inventory/{variantId}/movements',
    summary: "A variant's stock movements, newest first, paged",
    access: access.staff,
    params: variantParams,
    query: movementsQuery,
    responses: { 200: null },
  },
  restockSettings: {
    method: 'PATCH',
    path: '/api/admin/inventory/{variantId}/restock-settings',
    summary: "A variant's reorder point, quantity and provider",
    access: access.staff,
    params: variantParams,
    body: restockSettingsInput,
    responses: { 200: z.strictObject({ variant: inventoryRow }) },
  },
  reorder: {
    method: 'GET',
    path: '/api/admin/reorder',
    summary: 'What to reorder, grouped by provider',
    access: access.staff,
    query: reorderQuery,
    responses: { 200: null },
  },
  reorderExport: {
    method: 'GET',
    path: '/api/admin/reorder/export',
    summary: 'What to reorder, as a CSV file',
    access: access.staff,
    query: reorderQuery,
    responses: { 200: { file: 'text/csv', description: 'reponer-{date}.csv' } },
  },
});

export const adminCustomers = defineResource('admin/customers', {
  list: {
    method: 'GET',
    path: '/api/admin/customers',
    summary: 'Customers, searched and paged',
    access: access.staff,
    query: customerListQuery,
    responses: { 200: null },
  },
  create: {
    method: 'POST',
    path: '/api/admin/customers',
    summary: 'Create a customer taken by WhatsApp or phone',
    description: 'Name and phone; the e-mail is optional but unique (409).',
    access: access.staff,
    body: customerCreateBody,
    responses: { 201: null },
    errors: [409],
  },
  get: {
    method: 'GET',
    path: '/api/admin/customers/{id}',
    summary: 'One customer: contact and fiscal data, addresses, orders, total spent',
    access: access.staff,
    responses: { 200: null },
  },
  update: {
    method: 'PATCH',
    path: '/api/admin/customers/{id}',
    summary: "Change a customer's contact and fiscal data",
    access: access.staff,
    body: customerPatchBody,
    responses: { 200: null },
    errors: [409],
  },
  createAddress: {
    method: 'POST',
    path: '/api/admin/customers/{id}/addresses',
    summary: 'Add an address to a customer',
    access: access.staff,
    body: addressSchema(),
    responses: { 201: z.strictObject({ address: customerAddress }) },
  },
  updateAddress: {
    method: 'PATCH',
    path: '/api/admin/customers/{id}/addresses/{addressId}',
    summary: "Change one of a customer's addresses",
    access: access.staff,
    body: addressSchema(),
    responses: { 200: z.strictObject({ address: customerAddress }) },
  },
  removeAddress: {
    method: 'DELETE',
    path: '/api/admin/customers/{id}/addresses/{addressId}',
    summary: "Delete one of a customer's addresses",
    access: access.staff,
    responses: { 200: successAnswer },
  },
});

export const adminDelivery = defineResource('admin/delivery', {
  rules: {
    method: 'GET',
    path: '/api/admin/delivery-rules',
    summary: 'The delivery rules: pickup, local zones and national rate groups',
    access: access.staff,
    responses: { 200: null },
  },
  savePickup: {
    method: 'PUT',
    path: '/api/admin/delivery-rules/pickup',
    summary: 'Save the pickup rule (opening hours, preparation time)',
    access: access.admin,
    body: pickupRuleInput,
    responses: { 200: null },
  },
  createZone: {
    method: 'POST',
    path: '/api/admin/delivery-zones',
    summary: 'Create a local delivery zone',
    access: access.admin,
    body: deliveryZoneInput,
    responses: { 201: null },
    errors: [409],
  },
  updateZone: {
    method: 'PUT',
    path: '/api/admin/delivery-zones/{id}',
    summary: 'Change a local delivery zone',
    access: access.admin,
    body: deliveryZoneInput,
    responses: { 200: null },
    errors: [409],
  },
  removeZone: {
    method: 'DELETE',
    path: '/api/admin/delivery-zones/{id}',
    summary: 'Delete a local delivery zone',
    access: access.admin,
    responses: { 200: successAnswer },
  },
  createRateGroup: {
    method: 'POST',
    path: '/api/admin/shipping-rate-groups',
    summary: 'Create a national shipping rate group',
    access: access.admin,
    body: shippingRateGroupInput,
    responses: { 201: null },
    errors: [409],
  },
  updateRateGroup: {
    method: 'PUT',
    path: '/api/admin/shipping-rate-groups/{id}',
    summary: 'Change a national shipping rate group',
    access: access.admin,
    body: shippingRateGroupInput,
    responses: { 200: null },
    errors: [409],
  },
  removeRateGroup: {
    method: 'DELETE',
    path: '/api/admin/shipping-rate-groups/{id}',
    summary: 'Delete a national shipping rate group',
    access: access.admin,
    responses: { 200: successAnswer },
  },
});

export const adminPaymentMethods = defineResource('admin/payment-methods', {
  list: {
    method: 'GET',
    path: '/api/admin/payment-methods',
    summary: 'Every payment method, inactive ones included',
    access: access.admin,
    responses: { 200: z.strictObject({ paymentMethods: z.array(adminPaymentMethod) }) },
  },
  create: {
    method: 'POST',
    path: '/api/admin/payment-methods',
    summary: 'Create a payment method',
    access: access.admin,
    body: paymentMethodCreateInput,
    responses: { 201: paymentMethodAnswer },
  },
  update: {
    method: 'PUT',
    path: '/api/admin/payment-methods/{id}',
    summary: 'Change a payment method',
    access: access.admin,
    body: paymentMethodUpdateInput,
    responses: { 200: paymentMethodAnswer },
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/payment-methods/{id}',
    summary: 'Delete a payment method (deactivated instead once orders use it)',
    access: access.admin,
    responses: { 200: successAnswer },
  },
});

export const adminReports = defineResource('admin/reports', {
  dashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    summary: "The dashboard's figures: orders waiting, today's sales, low stock",
    access: access.staff,
    responses: { 200: null },
  },
  sales: {
    method: 'GET',
    path: '/api/admin/reports/sales',
    summary: 'Sales over a period, by day, week or month',
    description: `Cost and margin only for ADMIN. ${csvToo}`,
    access: access.staff,
    query: salesReportQuery,
    responses: { 200: null },
  },
  top: {
    method: 'GET',
    path: '/api/admin/reports/top',
    summary: 'Best-selling products, categories or customers over a period',
    description: csvToo,
    access: access.staff,
    query: topReportQuery,
    responses: { 200: null },
  },
  breakdown: {
    method: 'GET',
    path: '/api/admin/reports/breakdown',
    summary: 'Sales over a period split by source, payment method or delivery option',
    description: csvToo,
    access: access.staff,
    query: breakdownReportQuery,
    responses: { 200: null },
  },
  iva: {
    method: 'GET',
    path: '/api/admin/reports/iva',
    summary: 'IVA collected per rate over a period',
    description: csvToo,
    access: access.admin,
    query: ivaReportQuery,
    responses: { 200: null },
  },
  activityLog: {
    method: 'GET',
    path: '/api/admin/activity-log',
    summary: 'Who did what in the back office, newest first',
    access: access.admin,
    query: activityLogQuery,
    responses: { 200: null },
  },
});

export const adminSettings = defineResource('admin/settings', {
  get: {
    method: 'GET',
    path: '/api/admin/settings',
    summary: "The store's settings (low-stock threshold, payment window, IVA on delivery…)",
    access: access.staff,
    responses: { 200: null },
  },
  update: {
    method: 'PATCH',
    path: '/api/admin/settings',
    summary: "Change some of the store's settings",
    access: access.admin,
    body: storeSettingsPatch,
    responses: { 200: null },
  },
});
