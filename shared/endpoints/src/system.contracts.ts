/** The system endpoints' contracts (see ./system.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import { HEALTH, type HealthResponse, OPENAPI_DOCUMENT } from '@flowdeck/endpoints/system';
import { z } from 'zod';

export const healthContract = defineContract(HEALTH, {
  responseSchema: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.string(),
    version: z.string(),
    redis: z.enum(['up', 'down', 'off']),
  }) satisfies z.ZodType<HealthResponse>,
});

export const openApiDocumentContract = defineContract(OPENAPI_DOCUMENT, {});
