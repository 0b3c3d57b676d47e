import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, trashOutline } from 'ionicons/icons';
import { MAX_FEE_TIERS } from '@shared/contracts/service-packages';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { TextField } from '@app/kit/form/TextField';
import { addTier, removeTier, tierBoundSen, tierRowErrors, type TermsFormValues, type TierFormRow } from './terms-form';

export interface TiersFieldProps {
  values: TermsFormValues;
  /** Already translated: shown once the form was submitted, with each band's own problem under it. */
  error?: string;
  onChange(tiers: TierFormRow[]): void;
  testIdPrefix: string;
}

/**
 * The bands of a tiered fee, one card each, lowest first: a bounded band takes its upper bound and its percent, the
 * last one only its percent (it takes the rest of the basis). Marginal: each percent applies to the part inside it.
 */
export function TiersField({ values, error, onChange, testIdPrefix }: TiersFieldProps) {
  const { t, i18n } = useTranslation('service-packages');
  const rows = values.tiers;
  const rowErrors = error ? tierRowErrors(rows) : [];
  const set = (at: number, patch: Partial<TierFormRow>) => onChange(rows.map((row, i) => (i === at ? { ...row, ...patch } : row)));
  /** Where a band starts: the bound typed on the band before it. */
  const fromOf = (at: number) => {
    if (at === 0) return formatMyr(0, i18n.language);
    const bound = tierBoundSen(rows[at - 1]);
    return bound === null ? '…' : formatMyr(bound, i18n.language);
  };
  return (
    <fieldset className="service-packages-tiers" data-testid={`${testIdPrefix}-tiers`}>
      <legend className="service-packages-tiers__legend">{t('tiers.title')}</legend>
      <p className="service-packages-muted service-packages-tiers__hint">{t('tiers.hint')}</p>
      <ol className="service-packages-tiers__list">
        {rows.map((row, at) => {
          const open = at === rows.length - 1;
          const id = `${testIdPrefix}-tier-${at}`;
          return (
            <li key={at} className="service-packages-tier" data-testid={id}>
              <div className="service-packages-tier__head">
                <span className="service-packages-tier__name">
                  {open ? t('tiers.openBand', { number: at + 1, from: fromOf(at) }) : t('tiers.band', { number: at + 1, from: fromOf(at) })}
                </span>
                {!open ? (
                  <IonButton
                    fill="clear"
                    color="danger"
                    className="service-packages-tier__remove"
                    onClick={() => onChange(removeTier(rows, at))}
                    aria-label={t('tiers.remove', { number: at + 1 })}
                    data-testid={`${id}-remove`}
                  >
                    <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
                  </IonButton>
                ) : null}
              </div>
              <div className="service-packages-tier__inputs">
                {!open ? (
                  <TextField
                    label={t('tiers.upto')}
                    value={row.upto}
                    onValue={(upto) => set(at, { upto })}
                    inputmode="decimal"
                    placeholder="10000.00"
                    error={rowErrors[at]?.upto ? t(rowErrors[at].upto) : undefined}
                    testId={`${id}-upto`}
                  />
                ) : null}
                <TextField
                  label={t('tiers.rate')}
                  value={row.ratePercent}
                  onValue={(ratePercent) => set(at, { ratePercent })}
                  inputmode="decimal"
                  placeholder="20"
                  error={rowErrors[at]?.rate ? t(rowErrors[at].rate) : undefined}
                  testId={`${id}-rate`}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {error && !rowErrors.some((row) => row.upto || row.rate) ? (
        <p className="service-packages-tiers__error" role="alert" data-testid={`${testIdPrefix}-tiers-error`}>
          {error}
        </p>
      ) : null}
      <IonButton
        fill="outline"
        expand="block"
        className="service-packages-tiers__add"
        disabled={rows.length >= MAX_FEE_TIERS}
        onClick={() => onChange(addTier(rows))}
        data-testid={`${testIdPrefix}-tier-add`}
      >
        <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
        {rows.length >= MAX_FEE_TIERS ? t('tiers.full', { max: MAX_FEE_TIERS }) : t('tiers.add')}
      </IonButton>
    </fieldset>
  );
}
