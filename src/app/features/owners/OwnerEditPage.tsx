import { useTranslation } from '@app/lib/use-translation';
import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { ownerFields, ownerForm } from './owner-form';
import { useOwner, useOwnerMutations } from './use-owners';
import './owners.css';

function BankElsewhere() {
  const { t } = useTranslation('owners');
  return (
    <p className="owners-note" data-testid="owner-form-bank-elsewhere">
      {t('bankChange.editNote')}
    </p>
  );
}

/** The payout account changes through a bank-change request, not here. */
const editFields = {
  ...ownerFields,
  sections: ownerFields.sections.map((section) => (section.title === 'detail.bank' ? { ...section, hidden: true, note: () => <BankElsewhere /> } : section)),
};

export default editPageOf(ownerForm, {
  useRecord: (id) => recordLoad(useOwner(id), 'owner'),
  useSave: (id) => savingOf(useOwnerMutations(), 'update', id),
  recordPath: (id) => `/admin/owner-mgmt/${id}`,
  testIdPrefix: 'owner-edit',
  submitTestId: 'owner-form-submit',
  recordState: { testIdPrefix: 'owner' },
  fields: editFields,
});
