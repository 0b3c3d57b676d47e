import { useTranslation } from '@app/lib/use-translation';
import { CREDIT_REQUEST_KINDS, type CreditRequestKind } from '@shared/contracts/credit';

/** Top-up or deduction: two plain buttons, the chosen one pressed. */
export function KindSwitch({ value, onChange, disabled }: { value: CreditRequestKind; onChange(kind: CreditRequestKind): void; disabled?: boolean }) {
  const { t } = useTranslation('credit');
  return (
    <div className="credit-kind-switch" role="group" aria-label={t('request.form.kind')}>
      {CREDIT_REQUEST_KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          className={`credit-kind-switch__button credit-kind-switch__button--${kind}`}
          aria-pressed={value === kind}
          disabled={disabled}
          onClick={() => onChange(kind)}
          data-testid={`credit-kind-${kind}`}
        >
          {t(`kind.${kind}`)}
        </button>
      ))}
    </div>
  );
}
