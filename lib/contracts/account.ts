import { z } from 'zod';
import { addressSchema } from '@/lib/validation/address';
import { verifyCodeSchema, requestCodeSchema } from '@/lib/validation/auth';
import { consentSchema, deleteAccountSchema, emailLinkConsentSchema, marketingSchema } from '@/lib/validation/consent';
import { profileSchema } from '@/lib/validation/profile';
import { access, defineResource, successAnswer } from './operation';
import { paths } from './paths';

/** Signing in by e-mail code, and what the customer keeps in 'Mi cuenta': addresses, profile, consent. */

export const customerAddress = z.strictObject({
  id: z.number().int(),
  recipientName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string().nullable(),
  details: z.string().nullable(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
  country: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddress>;

export const customerProfile = z.strictObject({
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  documentType: z.enum(['CC', 'NIT', 'CE', 'PPT']),
  documentNumber: z.string().nullable(),
  isBusiness: z.boolean(),
  businessName: z.string().nullable(),
  businessTaxId: z.string().nullable(),
  invoiceEmail: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const consentStatus = z.strictObject({
  currentVersion: z.string(),
  acceptedVersion: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** True until the current version is accepted: the store asks before going on. */
  required: z.boolean(),
  marketing: z.boolean(),
});
export type ConsentStatus = z.infer<typeof consentStatus>;

const addressAnswer = z.strictObject({ address: customerAddress });
const profileAnswer = z.strictObject({ profile: customerProfile });
const consentAnswer = z.strictObject({ consent: consentStatus });

export const auth = defineResource('auth', {
  requestCode: {
    method: 'POST',
    path: paths.auth.requestCode,
    summary: 'E-mail a six-digit login code',
    description: 'The answer is the same whether or not the address has an account.',
    access: access.public,
    body: requestCodeSchema(),
    responses: { 200: z.strictObject({ success: z.literal(true), message: z.string() }) },
    errors: [429],
  },
  verifyCode: {
    method: 'POST',
    path: paths.auth.verifyCode,
    summary: 'Exchange a login code for a customer token',
    description:
      '`consentRequired` is true while the customer has not accepted the current data policy (PUT /api/profile/consent). A code that does not work answers `{ success: false, error }`.',
    access: access.signIn,
    body: verifyCodeSchema(),
    responses: {
      200: z.union([
        z.strictObject({ success: z.literal(true), token: z.string(), consentRequired: z.boolean() }),
        z.strictObject({ success: z.literal(false), error: z.string(), code: z.literal('invalid_code') }),
      ]),
    },
    errors: [429],
  },
});

export const addresses = defineResource('addresses', {
  list: {
    method: 'GET',
    path: paths.addresses.list,
    summary: "The customer's delivery addresses",
    access: access.customer,
    responses: { 200: z.strictObject({ addresses: z.array(customerAddress) }) },
  },
  create: {
    method: 'POST',
    path: paths.addresses.create,
    summary: 'Add a delivery address',
    access: access.customer,
    body: addressSchema(),
    responses: { 201: addressAnswer },
  },
  update: {
    method: 'PUT',
    path: paths.addresses.update,
    summary: 'Change a delivery address',
    access: access.customer,
    body: addressSchema(),
    responses: { 200: addressAnswer },
  },
  remove: {
    method: 'DELETE',
    path: paths.addresses.remove,
    summary: 'Delete a delivery address',
    access: access.customer,
    responses: { 200: successAnswer },
  },
});

export const profile = defineResource('profile', {
  get: {
    method: 'GET',
    path: paths.profile.get,
    summary: "The customer's personal and fiscal data",
    description: '404 until the first save.',
    access: access.customer,
    responses: { 200: profileAnswer },
  },
  save: {
    method: 'PUT',
    path: paths.profile.save,
    summary: "Save the customer's personal and fiscal data",
    description: 'The e-mail is the account’s and is not part of the input.',
    access: access.customer,
    body: profileSchema(),
    responses: { 200: profileAnswer },
  },
  remove: {
    method: 'DELETE',
    path: paths.profile.remove,
    summary: 'Delete the account',
    description: 'Orders stay for accounting with the personal fields anonymised; every token of the customer stops working.',
    access: access.customer,
    body: deleteAccountSchema(),
    responses: { 200: successAnswer },
  },
  getConsent: {
    method: 'GET',
    path: paths.profile.getConsent,
    summary: 'Where the customer stands with the data policy and promotions',
    access: access.customer,
    responses: { 200: consentAnswer },
  },
  acceptConsent: {
    method: 'PUT',
    path: paths.profile.acceptConsent,
    summary: 'Accept the current data policy (and answer the promotions opt-in)',
    access: access.customer,
    body: consentSchema(),
    responses: { 200: consentAnswer },
  },
  setMarketing: {
    method: 'PUT',
    path: paths.profile.setMarketing,
    summary: 'Turn promotions by WhatsApp and e-mail on or off',
    access: access.customer,
    body: marketingSchema(),
    responses: { 200: consentAnswer },
  },
  export: {
    method: 'GET',
    path: paths.profile.export,
    summary: 'Everything stored about the customer, as a JSON file',
    access: access.customer,
    responses: { 200: { file: 'application/json', description: 'An attachment, mis-datos-{date}.json.' } },
  },
});

/**
 * The consent link of the login-code e-mail, for clients that never ask for the data policy: no
 * sign-in, the signed token is the credential and names the e-mail (docs/privacy.md).
 */
export const consent = defineResource('consent', {
  acceptByEmailLink: {
    method: 'POST',
    path: paths.consent.acceptByEmailLink,
    summary: "Accept the current data policy with the login-code e-mail's link",
    description:
      'The token of the link the login-code e-mail carries while its address has not accepted the current policy. Recorded for the account with that e-mail, or, with no account yet, applied at its first sign-in. 400 on `token` for a token we did not sign, 410 `link_expired` after 7 days or once the policy changed.',
    access: access.public,
    body: emailLinkConsentSchema(),
    responses: { 200: z.strictObject({ success: z.literal(true), acceptedVersion: z.string() }) },
    errors: [410, 429],
  },
});
