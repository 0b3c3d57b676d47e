import { useCallback } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, createOutline, documentOutline, sendOutline } from 'ionicons/icons';
import type { OwnerStatement } from '@shared/contracts/owner-statements';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { DownloadProblemNotice } from '@app/kit/download/DownloadProblemNotice';
import { useFileDownload } from '@app/kit/download/use-file-download';
import { useDecision } from '@app/kit/decision/use-decision';
import { approveCopy, reviseCopy, sendCopy } from '../decision-copy';
import { statementDecisions } from '../decisions';
import { fetchStatementPdf, pdfName } from './statement-pdf';

/**
 * Approve a draft (47), send an approved statement to the owner (46), revise an approved or sent one with a reason
 * (46), all through the outbox; open its PDF (44). The
 * admin who generated a draft sees why they may not approve it before any tap: another admin approves it.
 */
export function StatementActions({ statement }: { statement: OwnerStatement }) {
  const { t, i18n } = useTranslation('owner-statements');
  const { profile } = useSession();
  const approve = useDecision(statementDecisions.approve);
  const send = useDecision(statementDecisions.send);
  const revise = useDecision(statementDecisions.revise);
  const fetchFile = useCallback(() => fetchStatementPdf(statement.id), [statement.id]);
  const pdf = useFileDownload(fetchFile, pdfName(statement.ownerName, statement.month));
  const mayApprove = statement.status === 'draft' && can(profile, P.reporting.approve);
  const mine = statement.generatedBy === profile.id;
  const maySend = statement.status === 'approved' && can(profile, P.reporting.edit);
  const mayRevise = (statement.status === 'approved' || statement.status === 'sent') && can(profile, P.reporting.edit);

  const ask = () => {
    const { confirm, ...words } = approveCopy(statement, t, i18n.language);
    approve.ask(statement, { decision: 'approve' }, { ...words, confirmText: confirm, remark: 'optional' });
  };
  const askSend = () => {
    const { confirm, ...words } = sendCopy(statement, t, i18n.language);
    send.ask(statement, { decision: 'approve' }, { ...words, confirmText: confirm, remark: 'optional' });
  };

  const askRevise = () => {
    const { confirm, ...words } = reviseCopy(statement, t, i18n.language);
    revise.ask(statement, { decision: 'approve' }, { ...words, confirmText: confirm, remark: 'required' });
  };

  return (
    <div className="statement-actions" data-testid="statement-actions">
      {mayApprove ? (
        <>
          <IonButton color="success" disabled={approve.busy || mine} onClick={ask} aria-describedby={mine ? 'statement-maker-note' : undefined} data-testid="statement-approve-button">
            <IonIcon slot="start" icon={checkmarkCircleOutline} aria-hidden="true" />
            {t('approve.approve')}
          </IonButton>
          {mine ? (
            <p id="statement-maker-note" className="statement-note" role="note" data-testid="statement-maker-note">
              {t('detail.makerNote')}
            </p>
          ) : null}
        </>
      ) : null}
      {maySend ? (
        <IonButton disabled={send.busy} onClick={askSend} data-testid="statement-send-button">
          <IonIcon slot="start" icon={sendOutline} aria-hidden="true" />
          {t('send.button')}
        </IonButton>
      ) : null}
      {mayRevise ? (
        <IonButton fill="outline" disabled={revise.busy} onClick={askRevise} data-testid="statement-revise-button">
          <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
          {t('revise.button')}
        </IonButton>
      ) : null}
      <IonButton fill="outline" disabled={pdf.busy || !pdf.online} onClick={() => void pdf.download()} aria-busy={pdf.busy ? 'true' : undefined} data-testid="statement-pdf-button">
        <IonIcon slot="start" icon={documentOutline} aria-hidden="true" />
        {t('detail.pdf')}
      </IonButton>
      {pdf.problem ? (
        <DownloadProblemNotice
          message={pdf.problem.kind === 'failed' ? pdf.problem.message || t('detail.pdfFailed') : t(`detail.pdf_${pdf.problem.kind}`)}
          dismissLabel={t('detail.dismiss')}
          onDismiss={pdf.dismiss}
          testId="statement-pdf-problem"
        />
      ) : null}
    </div>
  );
}
