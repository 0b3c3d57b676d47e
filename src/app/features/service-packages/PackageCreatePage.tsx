import { useMemo } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { toApiMonth } from '@shared/dates';
import { createPageOf, saving } from '@app/kit/page/define-pages';
import { MonthSelect } from './MonthSelect';
import { PackageOwnFields } from './PackageOwnFields';
import { TermsFields } from './TermsFields';
import { monthsFrom } from './package-months';
import { packageForm, type PackageFormState } from './package-form';
import { usePackageMutations } from './use-service-packages';
import './service-packages.css';

/** The first version's month and terms, below the package's own fields. */
function FirstTermsFields({ form }: { form: PackageFormState }) {
  const { t } = useTranslation('service-packages');
  const errors = form.visibleErrors();
  return (
    <>
      <PackageOwnFields form={form} />
      <h2 className="section-title">{t('terms.title')}</h2>
      <div className="stack-form">
        <MonthSelect
          label={t('fields.effectiveMonth')}
          value={form.values.effectiveMonth}
          months={monthsFrom(toApiMonth(new Date()))}
          onChange={(month) => form.setField('effectiveMonth', month)}
          helper={t('fields.effectiveMonthHint')}
          error={errors.effectiveMonth}
          testId="package-form-month"
        />
        <TermsFields values={form.values} errors={errors} onChange={form.setField} testIdPrefix="package-form" />
      </div>
    </>
  );
}

export default createPageOf(packageForm, {
  useInitial: () => {
    const thisMonth = toApiMonth(new Date());
    return useMemo(() => ({ ...packageForm.empty, effectiveMonth: thisMonth }), [thisMonth]);
  },
  backHref: () => '/admin/service-package',
  testIdPrefix: 'package-create',
  submitTestId: 'package-form-submit',
  useSave: () => saving(usePackageMutations(), 'create'),
  done: (pkg) => ({ name: pkg.name }),
  savedPath: (pkg) => `/admin/service-package/${pkg.id}`,
  fields: (form) => <FirstTermsFields form={form} />,
});
