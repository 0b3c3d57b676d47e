import { useState } from 'react';
import { IonButton, IonContent, IonItem } from '@ionic/react';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { useTranslation } from '@app/lib/use-translation';
import { PageHeader } from '@app/shell/PageHeader';
import { useProperties } from './integration-api';
import { PropertyCalendars } from './PropertyCalendars';
import './integration.css';

/** Channel calendars: pick a property, then each unit's import feeds, the conflicts to look at, and its export URL. */
export default function IntegrationPage() {
  const { t } = useTranslation('integration');
  const { state, reload } = useProperties();
  const [propertyId, setPropertyId] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('title')} />
      <IonContent className="page-content">
        <div className="integration" data-testid="integration-page">
          <p className="integration__intro">{t('intro')}</p>
          {state.status === 'loading' && <p data-testid="integration-loading">{t('loading')}</p>}
          {state.status === 'error' && (
            <div className="integration__state" data-testid="integration-error">
              <p>{state.offline ? t('offline') : state.message}</p>
              <IonButton onClick={reload}>{t('common:retry')}</IonButton>
            </div>
          )}
          {state.status === 'ready' && state.value.length === 0 && <p data-testid="integration-no-properties">{t('noProperties')}</p>}
          {state.status === 'ready' && state.value.length > 0 && (
            <IonItem lines="full" className="integration__property">
              <IonSelect
                label={t('property')}
                labelPlacement="stacked"
                placeholder={t('pickProperty')}
                interface="popover"
                value={propertyId}
                onIonChange={(e) => setPropertyId(String(e.detail.value))}
                data-testid="integration-property"
              >
                {state.value.map((p) => (
                  <IonSelectOption key={p.id} value={p.id}>
                    {p.name}
                  </IonSelectOption>
                ))}
              </IonSelect>
            </IonItem>
          )}
          {propertyId && <PropertyCalendars key={propertyId} propertyId={propertyId} />}
        </div>
      </IonContent>
    </>
  );
}
