import { newAnnouncementFields } from '@shared/contracts/announcements';
import { ANNOUNCEMENT_AUDIENCES } from '@shared/contracts/plain/announcements';
import { useTranslation } from '@app/lib/use-translation';
import { defineFields } from '@app/kit/form/fields';
import { isWritten, type AnnouncementFormValues } from './announcement-form';

/**
 * Said under a language's heading while it is not fully written: readers in that language get the English, and the
 * admin sees so before saving (issue 29).
 */
function LanguageNote({ language, title, body }: { language: 'zh-CN' | 'ms-MY'; title: string; body: string }) {
  const { t } = useTranslation('announcements');
  if (isWritten(title, body)) return null;
  const half = !!title.trim() || !!body.trim();
  return (
    <p className="announcement-fallback" data-testid={`announcement-form-fallback-${language}`}>
      <span className="announcement-fallback__chip">{t('fallback.chip')}</span> {t(half ? 'fallback.half' : 'fallback.missing')}
    </p>
  );
}

/** The fields of an announcement, on the create and the edit page alike: labels `fields.<name>`, test ids `announcement-form-<name>`. */
export const announcementFields = defineFields<AnnouncementFormValues>({
  namespace: 'announcements',
  testIdPrefix: 'announcement-form',
  schemas: newAnnouncementFields.shape,
  sections: [
    {
      title: 'form.sectionEn',
      testId: 'announcement-form-en-US',
      fields: [{ name: 'titleEn' }, { name: 'bodyEn', kind: 'textarea', rows: 4 }],
    },
    {
      title: 'form.sectionZh',
      testId: 'announcement-form-zh-CN',
      note: (form) => <LanguageNote language="zh-CN" title={form.values.titleZh} body={form.values.bodyZh} />,
      fields: [{ name: 'titleZh', optional: true }, { name: 'bodyZh', kind: 'textarea', rows: 4, optional: true }],
    },
    {
      title: 'form.sectionMs',
      testId: 'announcement-form-ms-MY',
      note: (form) => <LanguageNote language="ms-MY" title={form.values.titleMs} body={form.values.bodyMs} />,
      fields: [{ name: 'titleMs', optional: true }, { name: 'bodyMs', kind: 'textarea', rows: 4, optional: true }],
    },
    {
      title: 'form.sectionPublishing',
      fields: [
        { name: 'audience', kind: 'select', options: ANNOUNCEMENT_AUDIENCES, optionWords: 'audience.', placeholder: 'fields.audienceChoose' },
        {
          row: [
            { name: 'fromDate', kind: 'date', optional: true, hint: 'fields.fromHint' },
            { name: 'fromTime', kind: 'time', optional: true },
          ],
          className: 'announcement-form__two',
        },
        {
          row: [
            { name: 'untilDate', kind: 'date', optional: true, hint: 'fields.untilHint' },
            { name: 'untilTime', kind: 'time', optional: true },
          ],
          className: 'announcement-form__two',
        },
        { name: 'pinned', kind: 'toggle', className: 'announcement-form__toggle' },
      ],
    },
  ],
});
