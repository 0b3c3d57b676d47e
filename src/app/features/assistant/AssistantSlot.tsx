import { useCallback, useEffect, useState } from 'react';
import { currentLanguage } from '@app/lib/i18n';
import { useSession } from '@app/lib/session';
import { useOnline } from '@app/lib/use-online';
import { useTranslation } from '@app/lib/use-translation';
import { setHeaderAction } from '@app/shell/header-actions';
import { useAssistant } from './use-assistant';
import { AssistantButton } from './AssistantButton';
import { AssistantPanel } from './AssistantPanel';

/**
 * The assistant in the shell (kit/area.ts `slot`): asks the server once whether this account is shown it; if not,
 * draws nothing at all. If so, a button in every page's header and the panel it opens. The frame is made when the
 * panel opens with a connection and goes when it closes: no assistant page runs behind the app's back (an overlay
 * moved in the page reloads a frame anyway, so keeping one would not keep its conversation either; the assistant
 * keeps that on its own origin if it wants to).
 */
export default function AssistantSlot() {
  const { profile } = useSession();
  const online = useOnline();
  const assistant = useAssistant(profile.id, online);
  // The language shown now: the admin's choice, or the device's.
  useTranslation('assistant');
  const language = currentLanguage();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    setStarted(false);
  }, []);

  // Once made, the frame stays while the panel is open, through a moment offline.
  useEffect(() => {
    if (open && online) setStarted(true);
  }, [open, online]);

  useEffect(() => {
    if (!assistant) return;
    setHeaderAction('assistant', <AssistantButton online={online} onOpen={show} />);
    return () => setHeaderAction('assistant', null);
  }, [assistant, online, show]);

  if (!assistant) return null;
  return <AssistantPanel assistant={assistant} isOpen={open} started={started} online={online} name={profile.name} language={language} onClose={close} />;
}
