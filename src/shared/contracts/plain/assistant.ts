import { routesOf, type CallRouteFields } from '../call';
import type { assistant as contract } from '../assistant';

const tag = 'assistant';

/** Each call of ../assistant.ts without its schemas: the contract spreads these into its descriptors. */
export const ASSISTANT_ROUTES = {
  /** Whether the signed-in account is shown the embedded assistant, and where it loads from. */
  config: { method: 'GET', path: '/api/assistant/config', permission: 'signed-in', owners: true, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const assistant = routesOf<typeof contract>()(ASSISTANT_ROUTES);

/**
 * What the assistant's page and the app say to each other (docs in README "The assistant"). The page, once it listens,
 * tells its parent `{ type: ASSISTANT_READY }`; the app answers with exactly `{ name, language }`, sent to the
 * configured origin only — nothing else, never a token.
 */
export const ASSISTANT_READY = 'stayops-assistant:ready';
export interface AssistantStart {
  name: string;
  language: string;
}
