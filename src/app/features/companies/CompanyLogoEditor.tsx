import { useState } from 'react';
import { imageOutline } from 'ionicons/icons';
import { ActionRefusal } from '@app/kit/action/ActionRefusal';
import { FilePickButton } from '@app/kit/photo/FilePickButton';
import { useTranslation } from '@app/lib/use-translation';
import type { Company } from '@shared/contracts/companies';
import { P } from '@shared/permissions';
import { fieldMessage } from '@app/lib/api-errors';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { CompanyLogoImage } from './CompanyLogoImage';
import { useCompanyMutations } from './use-companies';

/** What the file picker offers; the server decides by the file's content, not its name. */
export const LOGO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The logo as statements print it, and (with the edit code) a new one uploaded at once. */
export function CompanyLogoEditor({ company, onChanged }: { company: Company; onChanged(company: Company): void }) {
  const { t } = useTranslation('companies');
  const { profile } = useSession();
  const { uploadLogo, pending } = useCompanyMutations();
  const [error, setError] = useState<string | null>(null);
  const mayEdit = can(profile, P.company.edit);

  async function upload(file: File) {
    setError(null);
    const result = await uploadLogo(company.id, file);
    if (result.ok) {
      showToast(t('logo.done'), 'success');
      onChanged(result.value);
      return;
    }
    // The server's own words: it read the file and said what it is not.
    setError(fieldMessage(result.error, 'logo') || result.message || t('logo.failed'));
  }

  return (
    <div className="companies-logo-editor">
      <CompanyLogoImage company={company} size={72} />
      {mayEdit ? (
        <FilePickButton
          accept={LOGO_ACCEPT}
          onPick={(file) => void upload(file)}
          label={company.logo ? t('logo.replace') : t('logo.add')}
          inputLabel={t('logo.choose')}
          icon={imageOutline}
          busy={pending === 'logo'}
          busyLabel={t('logo.uploading')}
          fill="clear"
          size="small"
          testId="company-logo-upload"
          inputTestId="company-logo-file"
        />
      ) : null}
      <ActionRefusal refusal={error} testId="company-logo-error" />
    </div>
  );
}
