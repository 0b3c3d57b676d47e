import { chatbubblesOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { MaskIcon } from '@app/shell/MaskIcon';
import '@app/shell/header-link.css';
import './assistant.css';

/** The header's assistant button, on every page: 48 px round like the sync badge beside it. */
export function AssistantButton({ online, onOpen }: { online: boolean; onOpen: () => void }) {
  const { t } = useTranslation('assistant');
  const label = online ? t('button') : t('buttonOffline');
  return (
    <button
      type="button"
      className={`header-link header-link--icon-only assistant-button${online ? '' : ' assistant-button--offline'}`}
      aria-label={label}
      title={label}
      onClick={onOpen}
      data-testid="assistant-button"
      data-offline={String(!online)}
    >
      <MaskIcon icon={chatbubblesOutline} className="header-link__icon" />
    </button>
  );
}
