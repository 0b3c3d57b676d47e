import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { useTranslation } from '@app/lib/use-translation';
import { LANGUAGES, type Language } from '@shared/constants';
import { changeLanguage, currentLanguage } from '@app/lib/i18n';
import { LANGUAGE_NAMES } from '@app/lib/language-names';

export function LanguagePicker({ testId, fill }: { testId: string; fill?: 'outline' | 'solid' }) {
  const { t } = useTranslation();
  return (
    <IonSelect
      label={t('language')}
      labelPlacement={fill ? 'stacked' : 'start'}
      fill={fill}
      interface="popover"
      value={currentLanguage()}
      onIonChange={(e) => void changeLanguage(e.detail.value as Language)}
      data-testid={testId}
    >
      {LANGUAGES.map((language) => (
        <IonSelectOption key={language} value={language}>
          {LANGUAGE_NAMES[language]}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}
