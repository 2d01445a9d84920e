import { relations } from 'drizzle-orm';
import {
  attributes,
  attributeValues,
  categories,
  paymentMethods,
  products,
  providers,
  variantAttributeValues,
  variants,
  volumeDiscounts,
} from './catalog';
import { onlinePaymentTransactions } from './online-payments';
import { orderCreditNotes, orderHistory, orderInvoices, orderItems, orderRefunds, orders, shipments } from './orders';
import { addresses, customerProfiles, customers } from './people';

// Relations let the relational query builder load a product with its variants, values and
// tiers in ONE SQL statement (no N+1).
export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, { fields: [categories.parentId], references: [categories.id], relationName: 'tree' }),
  children: many(categories, { relationName: 'tree' }),
  products: many(products),
}));

export const attributesRelations = relations(attributes, ({ many }) => ({ values: many(attributeValues) }));

export const attributeValuesRelations = relations(attributeValues, ({ one, many }) => ({
  attribute: one(attributes, { fields: [attributeValues.attributeId], references: [attributes.id] }),
  variantLinks: many(variantAttributeValues),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  provider: one(providers, { fields: [products.providerId], references: [providers.id] }),
  variants: many(variants),
}));

export const variantsRelations = relations(variants, ({ one, many }) => ({
  product: one(products, { fields: [variants.productId], references: [products.id] }),
  variantValues: many(variantAttributeValues),
  volumeDiscounts: many(volumeDiscounts),
}));

export const variantAttributeValuesRelations = relations(variantAttributeValues, ({ one }) => ({
  variant: one(variants, { fields: [variantAttributeValues.variantId], references: [variants.id] }),
  attributeValue: one(attributeValues, {
    fields: [variantAttributeValues.attributeValueId],
    references: [attributeValues.id],
  }),
}));

export const volumeDiscountsRelations = relations(volumeDiscounts, ({ one }) => ({
  variant: one(variants, { fields: [volumeDiscounts.variantId], references: [variants.id] }),
}));

export const providersRelations = relations(providers, ({ many }) => ({ products: many(products) }));

export const customersRelations = relations(customers, ({ one, many }) => ({
  profile: one(customerProfiles, { fields: [customers.id], references: [customerProfiles.customerId] }),
  addresses: many(addresses),
  orders: many(orders),
}));

export const customerProfilesRelations = relations(customerProfiles, ({ one }) => ({
  customer: one(customers, { fields: [customerProfiles.customerId], references: [customers.id] }),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  customer: one(customers, { fields: [addresses.customerId], references: [customers.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  paymentMethod: one(paymentMethods, { fields: [orders.paymentMethodId], references: [paymentMethods.id] }),
  items: many(orderItems),
  history: many(orderHistory),
  shipment: one(shipments, { fields: [orders.id], references: [shipments.orderId] }),
  invoice: one(orderInvoices, { fields: [orders.id], references: [orderInvoices.orderId] }),
  creditNote: one(orderCreditNotes, { fields: [orders.id], references: [orderCreditNotes.orderId] }),
  partialRefunds: many(orderRefunds),
  onlinePayments: many(onlinePaymentTransactions),
}));

export const onlinePaymentTransactionsRelations = relations(onlinePaymentTransactions, ({ one }) => ({
  order: one(orders, { fields: [onlinePaymentTransactions.orderId], references: [orders.id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  variant: one(variants, { fields: [orderItems.variantId], references: [variants.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export const orderHistoryRelations = relations(orderHistory, ({ one }) => ({
  order: one(orders, { fields: [orderHistory.orderId], references: [orders.id] }),
}));

export const shipmentsRelations = relations(shipments, ({ one }) => ({
  order: one(orders, { fields: [shipments.orderId], references: [orders.id] }),
}));

export const orderInvoicesRelations = relations(orderInvoices, ({ one }) => ({
  order: one(orders, { fields: [orderInvoices.orderId], references: [orders.id] }),
}));

export const orderCreditNotesRelations = relations(orderCreditNotes, ({ one }) => ({
  order: one(orders, { fields: [orderCreditNotes.orderId], references: [orders.id] }),
}));

export const orderRefundsRelations = relations(orderRefunds, ({ one }) => ({
  order: one(orders, { fields: [orderRefunds.orderId], references: [orders.id] }),
}));
