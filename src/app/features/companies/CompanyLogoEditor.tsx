import { PictureUpload } from '@app/kit/photo/PictureUpload';
import type { Company } from '@shared/contracts/companies';
import { P } from '@shared/permissions';
import { CompanyLogoImage } from './CompanyLogoImage';
import { useCompanyMutations } from './use-companies';

/** What the file picker offers; the server decides by the file's content, not its name. */
export const LOGO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The logo as statements print it, and (with the edit code) a new one uploaded at once. */
export function CompanyLogoEditor({ company, onChanged }: { company: Company; onChanged(company: Company): void }) {
  const { uploadLogo, pending } = useCompanyMutations();
  return (
    <PictureUpload
      picture={<CompanyLogoImage company={company} size={72} />}
      has={!!company.logo}
      permission={P.company.edit}
      accept={LOGO_ACCEPT}
      upload={(file) => uploadLogo(company.id, file)}
      busy={pending === 'uploadLogo'}
      onUploaded={onChanged}
      namespace="companies"
      part="logo"
      testIdPrefix="company-logo"
    />
  );
}
