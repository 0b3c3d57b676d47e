import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { DSR_PETTY_CASH_MAX_LINES, dsrPettyCashLine } from '@shared/contracts/dsr';
import { TextField } from '@app/kit/form/TextField';
import { emptyLine, type PettyCashLineValues, type ReportProblems } from './report-form';

interface Props {
  lines: PettyCashLineValues[];
  onChange(lines: PettyCashLineValues[]): void;
  problems: ReportProblems;
}

/** What the petty cash paid for, a line each: described, its amount, removable; added one at a time. */
export function PettyCashLines({ lines, onChange, problems }: Props) {
  const { t } = useTranslation('dsr');
  const change = (i: number, patch: Partial<PettyCashLineValues>) => onChange(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));
  const problem = (key: string | undefined) => (key ? t(`form.${key}`) : undefined);
  return (
    <fieldset className="dsr-petty" data-testid="dsr-petty">
      <legend className="section-title">{t('form.pettyCash')}</legend>
      {lines.length === 0 ? <p className="dsr-muted">{t('form.noPettyCash')}</p> : null}
      {lines.map((line, i) => (
        <div className="dsr-petty__line" key={line.key}>
          <TextField
            label={t('form.pettyDescription', { n: i + 1 })}
            value={line.description}
            onValue={(description) => change(i, { description })}
            schema={dsrPettyCashLine.shape.description}
            error={problem(problems[`pettyCash.${i}.description`])}
            testId={`dsr-petty-description-${i}`}
          />
          <TextField
            label={t('form.pettyAmount')}
            value={line.amount}
            onValue={(amount) => change(i, { amount })}
            inputmode="decimal"
            error={problem(problems[`pettyCash.${i}.amount`])}
            className="dsr-petty__amount"
            testId={`dsr-petty-amount-${i}`}
          />
          <IonButton
            fill="clear"
            color="danger"
            className="dsr-petty__remove"
            onClick={() => onChange(lines.filter((_, j) => j !== i))}
            aria-label={t('form.pettyRemove', { n: i + 1 })}
            data-testid={`dsr-petty-remove-${i}`}
          >
            <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
          </IonButton>
        </div>
      ))}
      {lines.length < DSR_PETTY_CASH_MAX_LINES ? (
        <IonButton fill="outline" className="dsr-tall-button" onClick={() => onChange([...lines, emptyLine()])} data-testid="dsr-petty-add">
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          {t('form.pettyAdd')}
        </IonButton>
      ) : null}
    </fieldset>
  );
}
