import { useState } from 'react';
import { IonButton, useIonAlert } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { ExportFeed } from '@shared/contracts/integration';
import { showToast } from '@app/lib/toast-bus';
import { exportUrl, readExport, refusalOf, rotateExport } from './integration-api';

/** The unit's secret export URL: shown on request, copied, rotated after a confirmation (the old URL stops working). */
export function ExportPanel({ unitId, editor }: { unitId: string; editor: boolean }) {
  const { t } = useTranslation('integration');
  const [presentAlert] = useIonAlert();
  const [feed, setFeed] = useState<ExportFeed | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<ExportFeed>) {
    setBusy(true);
    try {
      setFeed(await work());
    } catch (err) {
      showToast(refusalOf(err).message);
    } finally {
      setBusy(false);
    }
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('export.copied'), 'success');
    } catch {
      showToast(t('export.copyFailed'));
    }
  }
  function confirmRotate() {
    void presentAlert({
      header: t('export.rotateTitle'),
      message: t('export.rotateMessage'),
      buttons: [
        { text: t('common:cancel'), role: 'cancel' },
        { text: t('export.rotate'), role: 'destructive', htmlAttributes: { 'data-testid': 'integration-export-rotate-confirm' }, handler: () => void run(() => rotateExport(unitId)) },
      ],
    });
  }

  if (!feed) {
    return (
      <IonButton fill="outline" disabled={busy} onClick={() => void run(() => readExport(unitId))} data-testid="integration-export-show">
        {t('export.show')}
      </IonButton>
    );
  }
  const url = exportUrl(feed);
  return (
    <div className="integration__export" data-testid="integration-export">
      <p className="integration__url" data-testid="integration-export-url">{url}</p>
      <div className="integration__actions">
        <IonButton fill="outline" onClick={() => void copy(url)} data-testid="integration-export-copy">
          {t('common:copy')}
        </IonButton>
        {editor && (
          <IonButton fill="clear" color="danger" disabled={busy} onClick={confirmRotate} data-testid="integration-export-rotate">
            {t('export.rotate')}
          </IonButton>
        )}
      </div>
    </div>
  );
}
