import { createPageOf, saving } from '@app/kit/page/define-pages';
import { ownerFields, ownerForm } from './owner-form';
import { useOwnerMutations } from './use-owners';
import './owners.css';

export default createPageOf(ownerForm, {
  backHref: () => '/admin/owner-mgmt',
  testIdPrefix: 'owner-create',
  submitTestId: 'owner-form-submit',
  useSave: () => saving(useOwnerMutations(), 'create'),
  done: (owner) => ({ name: owner.name }),
  savedPath: (owner) => `/admin/owner-mgmt/${owner.id}`,
  fields: ownerFields,
});
