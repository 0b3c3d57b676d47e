import type { AssistantConfigAnswer } from '@shared/contracts/assistant';
import type { AssistantConfig } from '@server/assistant-config';
import { toAssistantAnswer } from './dto';

/** Admins see a configured assistant; owners in the portal only when ASSISTANT_PORTAL says so. */
export function assistantFor(config: AssistantConfig | null, kind: 'admin' | 'owner'): AssistantConfigAnswer {
  return toAssistantAnswer(config, kind === 'admin' || config?.portal === true);
}
