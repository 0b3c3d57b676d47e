import { IonButton, IonContent, IonSpinner } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import type { OwnerStatement } from '@shared/contracts/owner-statements';
import { ownerStatements } from '@shared/contracts/plain/owner-statements';
import { formatYearMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { api } from '@app/lib/api';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { RecordState } from '@app/kit/record/RecordState';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { StateView } from '@app/shell/StateView';
import '@app/shell/record-pages.css';
import { usePortalStatements } from './use-portal';
import { usePdf, type PdfProblem } from './use-pdf';
import './portal.css';

type Pdf = ReturnType<typeof usePdf>;

function Problem({ kind, testId }: { kind: PdfProblem; testId: string }) {
  const { t } = useTranslation('portal', { keyPrefix: 'statements' });
  return (
    <p className="portal-pdf-problem" role="alert" data-testid={testId}>
      {t(kind === 'offline' ? 'pdfOffline' : 'pdfFailed')}
    </p>
  );
}

/** The two ways to a PDF: open it (a new tab, the phone's viewer) or save it. Both need the network. */
function PdfButtons({ pdf, id, label, fetchPdf, fallbackName, testId }: { pdf: Pdf; id: string; label: string; fetchPdf: () => ReturnType<typeof api.callFile>; fallbackName: string; testId: string }) {
  const { t } = useTranslation('portal', { keyPrefix: 'statements' });
  const busy = pdf.busy === id;
  return (
    <>
      <div className="portal-pdf-buttons">
        <IonButton size="default" disabled={!pdf.online || pdf.busy !== null} onClick={() => void pdf.run(id, fetchPdf, fallbackName, 'open')} aria-label={t('openLabel', { what: label })} data-testid={`${testId}-open`}>
          {busy ? <IonSpinner name="crescent" aria-hidden="true" /> : t('open')}
        </IonButton>
        <IonButton size="default" fill="outline" disabled={!pdf.online || pdf.busy !== null} onClick={() => void pdf.run(id, fetchPdf, fallbackName, 'save')} aria-label={t('saveLabel', { what: label })} data-testid={`${testId}-save`}>
          {t('save')}
        </IonButton>
      </div>
      {!pdf.online ? <p className="portal-muted">{t('pdfNeedsNetwork')}</p> : null}
      {pdf.problem?.key === id ? <Problem kind={pdf.problem.kind} testId={`${testId}-problem`} /> : null}
    </>
  );
}

function StatementCard({ statement, pdf }: { statement: OwnerStatement; pdf: Pdf }) {
  const { t, i18n } = useTranslation('portal', { keyPrefix: 'statements' });
  const month = formatYearMonth(statement.month, i18n.language);
  const replaced = statement.status === 'superseded';
  return (
    <article className={`portal-statement${replaced ? ' portal-statement--replaced' : ''}`} data-testid={`portal-statement-${statement.month}-r${statement.revision}`}>
      <h3 className="portal-statement__month">{month}</h3>
      <p className="portal-statement__line">
        {statement.revision > 1 ? t('revision', { n: statement.revision }) : t('first')}
        {replaced ? ` · ${t('replaced')}` : ''}
      </p>
      <p className="portal-statement__payout">
        <span className="portal-muted">{statement.payoutSen < 0 ? t('carried') : t('payout')}</span>
        <span className={`portal-amount${statement.payoutSen < 0 ? ' portal-amount--out' : ''}`} data-testid={`portal-statement-payout-${statement.month}`}>
          {formatMyr(statement.payoutSen, i18n.language)}
        </span>
      </p>
      <PdfButtons
        pdf={pdf}
        id={statement.id}
        label={t('statementOf', { month })}
        fetchPdf={() => api.callFile(ownerStatements.pdf, { params: { id: statement.id }, quiet: true })}
        fallbackName={`statement-${statement.month}.pdf`}
        testId={`portal-statement-pdf-${statement.month}-r${statement.revision}`}
      />
    </article>
  );
}

/** The years the owner has statements in, newest first, and this year even before its first one. */
function yearsOf(statements: readonly OwnerStatement[]): number[] {
  const years = new Set(statements.map((s) => Number(s.month.slice(0, 4))));
  years.add(new Date().getFullYear());
  return [...years].sort((a, b) => b - a);
}

/**
 * The owner's statements by month, those sent to them (a draft or an approved one not yet sent is not theirs to see),
 * each with its PDF, and a year's summary for tax. The list is saved for offline; a PDF needs the network.
 */
export default function StatementsPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'statements' });
  const { profile } = useSession();
  const { statements, status, error, reload, source, fetchedAt, stale } = usePortalStatements(profile.id);
  const pdf = usePdf();
  const ready = status === 'ready' && statements;
  return (
    <>
      <PageHeader title={t('title')} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {ready ? (
          <div className="portal-record" data-testid="portal-statements">
            <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
            {statements.length === 0 ? (
              <StateView kind="empty" title={t('emptyTitle')} detail={t('emptyDetail')} testId="portal-statements-empty" />
            ) : (
              <section aria-label={t('byMonth')} className="portal-statements">
                {statements.map((s) => (
                  <StatementCard key={s.id} statement={s} pdf={pdf} />
                ))}
              </section>
            )}
            <h2 className="section-title">{t('yearTitle')}</h2>
            <p className="portal-muted ion-padding-horizontal">{t('yearDetail')}</p>
            <section className="portal-statements" aria-label={t('yearTitle')}>
              {yearsOf(statements).map((year) => (
                <article key={year} className="portal-statement" data-testid={`portal-year-${year}`}>
                  <h3 className="portal-statement__month">{t('yearOf', { year })}</h3>
                  <PdfButtons
                    pdf={pdf}
                    id={`year-${year}`}
                    label={t('yearOf', { year })}
                    fetchPdf={() => api.callFile(ownerStatements.yearSummary, { query: { year }, quiet: true })}
                    fallbackName={`year-summary-${year}.pdf`}
                    testId={`portal-year-pdf-${year}`}
                  />
                </article>
              ))}
            </section>
          </div>
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="portal" keyPrefix="statements" testIdPrefix="portal-statements" />
        )}
      </IonContent>
    </>
  );
}
