import { z } from 'zod';
import { defineCall } from './call';
import { ASSISTANT_ROUTES } from './plain/assistant';

/**
 * Off by default (`{ enabled: false }`). On (ASSISTANT_URL; for an owner only with ASSISTANT_PORTAL): the page to
 * frame and the one origin it may load from, which the CSP's frame-src names alone.
 */
export const assistantConfig = z.object({
  enabled: z.boolean(),
  url: z.string().optional(),
  origin: z.string().optional(),
});
export type AssistantConfigAnswer = z.infer<typeof assistantConfig>;

export const assistant = {
  config: defineCall({ ...ASSISTANT_ROUTES.config, response: assistantConfig }),
};
