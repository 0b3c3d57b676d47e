import { useEffect, useState } from 'react';
import { assistantConfigFor, shownAssistant, type ShownAssistant } from './config-read';

/** The signed-in account's assistant; asked again when the device comes back online after a failed read. */
export function useAssistant(accountId: string, online: boolean): ShownAssistant | null {
  const [shown, setShown] = useState<{ accountId: string; assistant: ShownAssistant | null } | null>(null);
  const known = shown?.accountId === accountId;
  useEffect(() => {
    if (known || !online) return;
    let live = true;
    assistantConfigFor(accountId).then(
      (answer) => live && setShown({ accountId, assistant: shownAssistant(answer) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [accountId, known, online]);
  return known ? shown.assistant : null;
}
