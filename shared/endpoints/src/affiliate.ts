/** The referral programme's endpoints. Zod-free (see ./market.ts). */
import type { AffiliateSummary, ReferrerInfo } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

export const AFFILIATE: Route<'GET', 'affiliate', AffiliateSummary> = {
  method: 'GET',
  path: 'affiliate',
  requirement: 'readOwnAccount',
  summary: "The signed-in referrer's link, referrals and commission.",
};

export const REFERRAL: Route<'GET', 'referral/{code}', ReferrerInfo> = {
  method: 'GET',
  path: 'referral/{code}',
  requirement: 'readReferral',
  summary: 'Who invited a visitor, by referral code (public: /refer greets the visitor with it).',
};
