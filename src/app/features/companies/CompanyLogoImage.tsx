import type { Company } from '@shared/contracts/companies';
import { Avatar } from '@app/kit/avatar/Avatar';
import { logoKey } from './company-display';
import { useCompanyLogoUrl } from './use-companies';

/** The company's logo on a white tile (logos are drawn for paper), or its initials until there is one. */
export function CompanyLogoImage({ company, size }: { company: Pick<Company, 'id' | 'name' | 'version' | 'logo' | 'active'>; size: number }) {
  const logo = useCompanyLogoUrl(logoKey(company));
  const url = company.logo && logo.status === 'ready' ? logo.url : null;
  return <Avatar name={company.name} size={size} muted={!company.active} imageUrl={url} tile imageTestId="company-logo-image" />;
}
