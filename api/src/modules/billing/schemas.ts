/**
 * Billing's messages live with its endpoint contracts (@flowdeck/endpoints/billing, where the request
 * schemas are); the service, routes and tests read them here.
 */
export { BILLING_MESSAGES as MESSAGES } from '@flowdeck/endpoints/billing';
