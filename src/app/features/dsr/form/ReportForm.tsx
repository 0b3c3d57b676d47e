import { useMemo, useRef, useState } from 'react';
import { IonButton, IonContent, IonInput, useIonRouter } from '@ionic/react';
import { IonTextarea } from '@app/ionic/ion-textarea';
import { useTranslation } from '@app/lib/use-translation';
import { DSR_MAX_PHOTOS, DSR_NOTES_MAX, newDsr, type DsrPhotoKind, type DsrReport } from '@shared/contracts/dsr';
import { toApiDate } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { eventValue, revealFirstInvalid } from '@app/lib/forms';
import { useOnline } from '@app/lib/use-online';
import { TextField } from '@app/kit/form/TextField';
import { PhotoInput } from '@app/kit/photo/PhotoInput';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { PageHeader } from '@app/shell/PageHeader';
import { varianceWords } from '../money';
import { reportPath } from '../reports/ReportCard';
import { prefillView } from '../views';
import { FiguresPanel, type FiguresState } from './FiguresPanel';
import { PettyCashLines } from './PettyCashLines';
import { PropertyField } from './PropertyField';
import { emptyReport, pettyCashSenOf, reportProblems, valuesOf, varianceOf, type ReportFormValues } from './report-form';
import { useReportSave } from './use-report-save';

const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** The figures the form shows: the report's own when editing, else the day's as the server (or this device) has them. */
function useFigures(values: ReportFormValues, report: DsrReport | null): FiguresState {
  const params = !report && values.propertyId && values.businessDate ? { propertyId: values.propertyId, date: values.businessDate } : undefined;
  const prefill = useResourceView(prefillView, params);
  if (report) return { kind: 'ready', figures: report.figures, source: 'server', fetchedAt: Date.parse(report.figuresAt), stale: false };
  if (!params) return { kind: 'none' };
  const data = prefill.data;
  if (data && data.existingReportId) return { kind: 'existing', reportId: data.existingReportId };
  if (data) return { kind: 'ready', figures: data.figures, source: prefill.source, fetchedAt: prefill.fetchedAt, stale: prefill.stale, onRetry: () => void prefill.reload() };
  return prefill.status === 'error' ? { kind: 'unknown' } : { kind: 'loading' };
}

/**
 * A day's report, new or being corrected: property and date, the figures they give, then what the staff count —
 * cash, petty cash, the variance worked out as they type (a remark needed when it is not zero), notes and the slip
 * photos. Save draft and Submit both go through the outbox, online or not.
 */
export function ReportForm({ report }: { report: DsrReport | null }) {
  const { t, i18n } = useTranslation('dsr');
  const language = i18n.language;
  const router = useIonRouter();
  const online = useOnline();
  const today = useMemo(() => toApiDate(new Date()), []);
  const [values, setValues] = useState<ReportFormValues>(() => (report ? valuesOf(report) : emptyReport(today)));
  const [photos, setPhotos] = useState<Record<DsrPhotoKind, File[]>>({ 'bank-in': [], 'petty-cash': [] });
  const [checked, setChecked] = useState<null | 'draft' | 'submit'>(null);
  const { save, busy } = useReportSave();
  const formRef = useRef<HTMLFormElement>(null);
  const figures = useFigures(values, report);
  const expectedCashSen = figures.kind === 'ready' ? figures.figures.expectedCashSen : null;
  const problems = checked ? reportProblems(values, { today, expectedCashSen, submitting: checked === 'submit' }) : {};
  const problem = (key: string | undefined) => (key ? t(`form.${key}`) : undefined);
  const variance = varianceOf(expectedCashSen, values);
  const set = (patch: Partial<ReportFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const room = DSR_MAX_PHOTOS - (report?.photos.length ?? 0);

  const send = async (submitting: boolean) => {
    setChecked(submitting ? 'submit' : 'draft');
    const found = reportProblems(values, { today, expectedCashSen, submitting });
    if (Object.keys(found).length) {
      // After React has drawn the errors.
      requestAnimationFrame(() => revealFirstInvalid(formRef.current));
      return;
    }
    const chosen = (['bank-in', 'petty-cash'] as const).flatMap((kind) => photos[kind].map((file) => ({ kind, file })));
    const words = { property: values.propertyName, date: values.businessDate };
    const { id, outcome } = await save({
      values,
      report,
      photos: chosen,
      submitting,
      doneMessage: t(submitting ? 'form.submitted' : 'form.saved', words),
    });
    if (outcome === 'failed') return;
    // A report the server does not have yet has no page: the list shows it as waiting to send.
    if (outcome === 'sent' || report) router.push(reportPath(id), 'forward', 'replace');
    else router.push('/admin/report', 'back', 'replace');
  };

  const blocked = figures.kind === 'existing' || busy;
  return (
    <>
      <PageHeader title={t(report ? 'edit.title' : 'create.title')} backHref={report ? reportPath(report.id) : '/admin/report'} />
      <IonContent className="page-content">
        <form
          ref={formRef}
          className="narrow-column ion-padding dsr-form"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          data-testid="dsr-form"
        >
          {report ? null : (
            <>
              <PropertyField
                value={values.propertyId ? { id: values.propertyId, name: values.propertyName } : null}
                onChange={(p) => set({ propertyId: p.id, propertyName: p.name })}
                error={problem(problems.propertyId)}
              />
              <IonInput
                type="date"
                fill="outline"
                label={t('fields.businessDate')}
                labelPlacement="stacked"
                max={today}
                value={values.businessDate}
                onIonChange={(e) => set({ businessDate: eventValue(e) })}
                errorText={problem(problems.businessDate)}
                className={problems.businessDate ? 'ion-invalid ion-touched kit-text-field' : 'kit-text-field'}
                data-testid="dsr-form-date"
              />
            </>
          )}
          {report ? <p className="dsr-muted">{t('edit.of', { property: report.propertyName, date: report.businessDate })}</p> : null}
          {!online && figures.kind === 'ready' ? <p className="dsr-muted" data-testid="dsr-figures-offline">{t('form.figuresOffline')}</p> : null}
          <FiguresPanel state={figures} />

          <h2 className="section-title">{t('form.cash')}</h2>
          <TextField
            label={t('fields.countedCash')}
            value={values.countedCash}
            onValue={(countedCash) => set({ countedCash })}
            inputmode="decimal"
            placeholder="0.00"
            helper={t('form.countedHelp')}
            error={problem(problems.countedCash)}
            testId="dsr-form-counted"
          />
          <PettyCashLines lines={values.pettyCash} onChange={(pettyCash) => set({ pettyCash })} problems={problems} />
          <p className={`dsr-variance-line${variance ? ' dsr-variance-line--off' : ''}`} aria-live="polite" data-testid="dsr-variance" data-variance={variance ?? ''}>
            <span>{t('fields.pettyCashTotal')}: {formatMyr(pettyCashSenOf(values.pettyCash), language)}</span>
            <strong>
              {t('fields.variance')}: {variance === null ? t('variance.unknown') : varianceWords(variance, t, language)}
            </strong>
          </p>
          <TextField
            label={t(variance ? 'fields.varianceRemarkRequired' : 'fields.varianceRemark')}
            value={values.varianceRemark}
            onValue={(varianceRemark) => set({ varianceRemark })}
            schema={newDsr.shape.varianceRemark}
            helper={variance === null && values.countedCash ? t('form.remarkIfOff') : undefined}
            error={problem(problems.varianceRemark)}
            testId="dsr-form-remark"
          />
          <IonTextarea
            label={t('fields.notes')}
            labelPlacement="stacked"
            fill="outline"
            autoGrow
            rows={2}
            maxlength={DSR_NOTES_MAX}
            value={values.notes}
            onIonInput={(e) => set({ notes: eventValue(e) })}
            className="dsr-notes"
            data-testid="dsr-form-notes"
          />

          <h2 className="section-title">{t('form.photos')}</h2>
          <PhotoInput
            files={photos['bank-in']}
            onChange={(files) => setPhotos((p) => ({ ...p, 'bank-in': files }))}
            max={Math.max(room - photos['petty-cash'].length, 0)}
            label={t('photos.bankIn')}
            testId="dsr-photos-bank-in"
            accept={PHOTO_ACCEPT}
            disabled={busy}
          />
          <PhotoInput
            files={photos['petty-cash']}
            onChange={(files) => setPhotos((p) => ({ ...p, 'petty-cash': files }))}
            max={Math.max(room - photos['bank-in'].length, 0)}
            label={t('photos.pettyCash')}
            testId="dsr-photos-petty-cash"
            accept={PHOTO_ACCEPT}
            disabled={busy}
          />
          {online ? null : (
            <p className="warning-note dsr-note" role="status" data-testid="dsr-form-offline">
              {t('form.offlineNote')}
            </p>
          )}
          <div className="dsr-form__buttons">
            <IonButton fill="outline" disabled={blocked} onClick={() => void send(false)} data-testid="dsr-save-draft">
              {t('form.saveDraft')}
            </IonButton>
            <IonButton disabled={blocked} onClick={() => void send(true)} data-testid="dsr-submit">
              {t('form.submit')}
            </IonButton>
          </div>
        </form>
      </IonContent>
    </>
  );
}
