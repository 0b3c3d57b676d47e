import type { Company } from '@shared/contracts/companies';
import { Avatar } from '@app/kit/avatar/Avatar';
import { logoKey } from './company-display';
import { useCompanyLogoUrl } from './use-companies';
import './companies.css';

/** The company's logo on a white tile (logos are drawn for paper), or its initials until there is one. */
export function CompanyLogoImage({ company, size }: { company: Pick<Company, 'id' | 'name' | 'version' | 'logo' | 'active'>; size: number }) {
  const logo = useCompanyLogoUrl(logoKey(company));
  if (!company.logo || logo.status !== 'ready') return <Avatar name={company.name} size={size} muted={!company.active} />;
  return (
    <span className="companies-logo" style={{ width: size, height: size }}>
      <img src={logo.url} alt="" width={size} height={size} data-testid="company-logo-image" />
    </span>
  );
}
