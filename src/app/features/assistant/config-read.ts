import type { AssistantConfigAnswer } from '@shared/contracts/assistant';
import { assistant } from '@shared/contracts/plain/assistant';
import { api } from '@app/lib/api';

/** What the app needs to show the assistant; null: it is not shown. */
export interface ShownAssistant {
  url: string;
  origin: string;
}

/**
 * One read per signed-in account for the life of the page: the configuration is the server's environment and changes
 * only with a restart, so moving between pages asks nothing. A failed read (offline) is not kept.
 */
let cached: { accountId: string; answer: Promise<AssistantConfigAnswer> } | null = null;

export function assistantConfigFor(accountId: string): Promise<AssistantConfigAnswer> {
  if (!cached || cached.accountId !== accountId) {
    // Quiet: a background read that fails says nothing; the button simply does not show.
    const answer = api.call(assistant.config, { quiet: true });
    const entry = { accountId, answer };
    cached = entry;
    answer.catch(() => {
      if (cached === entry) cached = null;
    });
  }
  return cached.answer;
}

/**
 * The assistant to show, or null. Never one on the app's own host: every port of a host gets its cookies, the
 * session's too (the server refuses that configuration when PUBLIC_URL says the host; without it, this does).
 */
export function shownAssistant(answer: AssistantConfigAnswer, here: Location = window.location): ShownAssistant | null {
  if (!answer.enabled || !answer.url || !answer.origin) return null;
  try {
    const url = new URL(answer.url);
    if (url.origin !== answer.origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
    if (url.hostname === here.hostname) return null;
    return { url: url.href, origin: answer.origin };
  } catch {
    return null;
  }
}

/** Whether the signed-in account is shown the assistant: the one read's answer, checked. */
export async function isShown(accountId: string): Promise<boolean> {
  return shownAssistant(await assistantConfigFor(accountId)) !== null;
}
