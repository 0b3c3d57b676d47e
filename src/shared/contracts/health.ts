import { z } from 'zod';
import { defineCall } from './call';

export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof healthResponse>;

export const health = {
  status: defineCall({ method: 'GET', path: '/api/health', response: healthResponse, permission: 'public', tag: 'health' }),
};
