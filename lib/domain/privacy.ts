/**
 * The data policy's current version (Ley 1581 de 2012). Change it whenever the policy's text
 * changes in substance: every customer is asked again at their next sign-in or checkout, and the
 * new version is what their consent record names. Shown on /privacy-policy.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-26';

/** A customer must (re)accept when they never accepted or accepted an older version. */
export const consentRequired = (acceptedVersion: string | null | undefined): boolean => acceptedVersion !== PRIVACY_POLICY_VERSION;

/** What an anonymised order keeps of its delivery address: the place (for accounting and taxes), not the person. */
export const ANONYMISED_RECIPIENT = 'Cliente eliminado';
