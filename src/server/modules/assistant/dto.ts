import type { AssistantConfigAnswer } from '@shared/contracts/assistant';
import type { AssistantConfig } from '@server/assistant-config';

/** What the app is told: nothing about the assistant unless this account is shown it. */
export function toAssistantAnswer(config: AssistantConfig | null, shown: boolean): AssistantConfigAnswer {
  if (!config || !shown) return { enabled: false };
  return { enabled: true, url: config.url, origin: config.origin };
}
