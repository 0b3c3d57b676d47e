import { useMemo } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { toApiMonth } from '@shared/dates';
import { CreatePage } from '@app/kit/page/CreatePage';
import { MonthSelect } from './MonthSelect';
import { PackageOwnFields } from './PackageOwnFields';
import { TermsFields } from './TermsFields';
import { monthsFrom } from './package-months';
import { packageForm, type PackageFormState } from './package-form';
import { usePackageMutations } from './use-service-packages';
import './service-packages.css';

/** The first version's month and terms, below the package's own fields. */
function FirstTermsFields({ form, thisMonth }: { form: PackageFormState; thisMonth: string }) {
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
          months={monthsFrom(thisMonth)}
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

export default function PackageCreatePage() {
  const { t } = useTranslation('service-packages');
  const thisMonth = toApiMonth(new Date());
  const initial = useMemo(() => ({ ...packageForm.empty, effectiveMonth: thisMonth }), [thisMonth]);
  const { create, pending } = usePackageMutations();
  return (
    <CreatePage
      definition={packageForm}
      initial={initial}
      title={t('create.title')}
      backHref="/admin/service-package"
      submitLabel={t('create.submit')}
      testIdPrefix="package-create"
      submitTestId="package-form-submit"
      save={create}
      busy={pending === 'create'}
      doneMessage={(pkg) => t('create.done', { name: pkg.name })}
      savedPath={(pkg) => `/admin/service-package/${pkg.id}`}
    >
      {(form) => <FirstTermsFields form={form} thisMonth={thisMonth} />}
    </CreatePage>
  );
}
