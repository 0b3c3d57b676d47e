import { useTranslation } from '@app/lib/use-translation';
import { LANGUAGES } from '@shared/constants';
import { changeLanguage, currentLanguage } from '@app/lib/i18n';
import { LANGUAGE_NAMES } from '@app/lib/language-names';

/**
 * The sign-in page's language choice: three plain buttons, one tap each. A select would bring
 * Ionic's popover, alert and radio elements into the first download of every phone.
 */
export function LanguageChoice({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <div className="language-choice" role="group" aria-label={t('language')} data-testid={testId}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-choice__option"
          aria-pressed={language === active}
          onClick={() => void changeLanguage(language)}
          data-testid={`${testId}-${language}`}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
