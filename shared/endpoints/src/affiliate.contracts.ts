/** The referral programme's contracts (see ./affiliate.ts). */
import { AFFILIATE, REFERRAL } from '@flowdeck/endpoints/affiliate';
import { defineContract } from '@flowdeck/endpoints/contract';
import { z } from 'zod';

export const affiliateContract = defineContract(AFFILIATE, {});

/** Any code is looked up (an unknown one is a 404 from the service), so the schema only names it. */
export const referralContract = defineContract(REFERRAL, { params: z.object({ code: z.string() }) });
