/** The little of oidc-provider (a dev dependency, untyped) the tests' local identity provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface ProviderContext {
    oidc: { client: { clientId: string }; session: { accountId: string }; provider: Provider };
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: new (init: { clientId: string; accountId: string }) => GrantInstance;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string; prompt: { name: string } }>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
  export type { ProviderContext };
}
