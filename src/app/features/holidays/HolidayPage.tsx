import { formatDayWithDate } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { Fact, FactList } from '@app/kit/record/FactList';
import { DetailLayout, RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { holidayName, scopeLabel } from './holiday-display';
import { HolidayActions } from './HolidayActions';
import { HolidayStatusChip } from './HolidayStatusChip';
import { holidaysResource } from './resource';
import { holidayHistoryView } from './views';
import './holidays.css';

/** One holiday: its day, scope, status and names in each language (English standing in, said so), and its history. */
export default function HolidayPage() {
  const { t, i18n } = useTranslation('holidays');
  const page = useRecordPage(holidaysResource, { history: holidayHistoryView });
  const otherName = (value: string | null) => value ?? t('name.none');
  return (
    <RecordPage page={page} title={(value) => (value ? holidayName(value, i18n.language).text : t('detail.title'))} backHref="/admin/holiday" namespace="holidays" testIdPrefix="holidays">
      {(value) => {
        const name = holidayName(value, i18n.language);
        return (
          <DetailLayout testId="holidays-detail" history={page.history}>
            <section className="holiday-hero">
              <h1 className="holiday-hero__name" data-testid="holidays-detail-name">
                {name.text}
                {name.english ? <span className="holiday-row__english"> {t('name.inEnglish')}</span> : null}
              </h1>
              <p className="holiday-hero__date">{formatDayWithDate(value.date, i18n.language)}</p>
              <HolidayStatusChip status={value.status} />
            </section>
            <HolidayActions holiday={value} onChanged={page.changed} />
            <FactList>
              <Fact label={t('fields.state')} value={scopeLabel(value.state, t('scope.federal'))} />
              <Fact label={t('fields.source')} value={t(`source.${value.source}`)} />
              <Fact label={t('fields.name')} value={value.name} />
              <Fact label={t('fields.nameMs')} value={otherName(value.nameMs)} />
              <Fact label={t('fields.nameZh')} value={otherName(value.nameZh)} />
              <Fact label={t('fields.freeStayQuota')} value={value.freeStayQuota === null ? t('fields.freeStayQuotaNone') : String(value.freeStayQuota)} />
            </FactList>
          </DetailLayout>
        );
      }}
    </RecordPage>
  );
}
