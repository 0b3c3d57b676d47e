import type { StatementLine } from '@shared/contracts/owner-statements';
import { formatDisplayDate, formatYearMonth } from '@shared/dates';
import { formatBasisPoints, formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { FactLink } from '@app/kit/record/FactLink';
import { expensePath, reservationPath } from '../paths';
import { lineView, type Formats, type Words } from './line-view';

/** Every line in the statement's order, each with its working and, for a stay or an expense, a link to its record. */
export function StatementLines({ lines, payoutSen }: { lines: StatementLine[]; payoutSen: number }) {
  const { t, i18n } = useTranslation('owner-statements');
  const language = i18n.language;
  const f: Formats = {
    money: (sen) => formatMyr(sen, language),
    date: (day) => formatDisplayDate(day, language),
    month: (month) => formatYearMonth(month, language),
    rate: (bp) => formatBasisPoints(bp, language),
  };
  const say = (w: Words) => t(`lines.${w.key}`, w.values);
  return (
    <section className="statement-lines" aria-labelledby="statement-lines-title">
      <h2 id="statement-lines-title" className="statement-section-title">
        {t('detail.lines')}
      </h2>
      {lines.length === 0 ? <p className="statement-note">{t('detail.noLines')}</p> : null}
      <ol className="statement-lines__list">
        {lines.map((line) => {
          const view = lineView(line, f);
          const title = say(view.title);
          return (
            <li key={line.id} className={`statement-line statement-line--${line.kind}`} data-testid={`statement-line-${line.position}`} data-kind={line.kind}>
              <div className="statement-line__text">
                {view.link ? (
                  <FactLink
                    href={view.link.to === 'reservation' ? reservationPath(view.link.id) : expensePath(view.link.id)}
                    className="statement-line__link"
                    testId={`statement-line-link-${line.position}`}
                  >
                    {title}
                  </FactLink>
                ) : (
                  <span className="statement-line__title">{title}</span>
                )}
                {view.details.map((w, i) => (
                  <span key={i} className="statement-line__detail">
                    {say(w)}
                  </span>
                ))}
              </div>
              <span className={line.amountSen < 0 ? 'statement-line__amount statement-amount--negative' : 'statement-line__amount'}>{f.money(line.amountSen)}</span>
            </li>
          );
        })}
      </ol>
      <div className={payoutSen < 0 ? 'statement-line statement-line--total statement-payout--negative' : 'statement-line statement-line--total'}>
        <span className="statement-line__title">{t('detail.payout')}</span>
        <strong className="statement-line__amount" data-testid="statement-payout">
          {f.money(payoutSen)}
        </strong>
      </div>
      {payoutSen < 0 ? (
        <p className="statement-note statement-note--negative" role="note" data-testid="statement-negative-note">
          {t('detail.negative')}
        </p>
      ) : null}
    </section>
  );
}
