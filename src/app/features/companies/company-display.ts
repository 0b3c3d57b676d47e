import type { Company } from '@shared/contracts/companies';
import { stateName } from '@shared/reference/states';

/** The address as it is written on a Malaysian letterhead: lines, then postcode and city, then state. */
export function addressLines(company: Pick<Company, 'addressLine1' | 'addressLine2' | 'postcode' | 'city' | 'state'>): string {
  return [company.addressLine1, company.addressLine2, `${company.postcode} ${company.city}`, stateName(company.state) ?? company.state].filter(Boolean).join(', ');
}

/** A logo's key: a new upload bumps the version, so the old picture is never shown for the new one. */
export function logoKey(company: Pick<Company, 'id' | 'version' | 'logo'>): string | null {
  return company.logo ? `${company.id}@${company.version}` : null;
}

/** The company id in a logo's key. */
export function companyOfLogoKey(key: string): string {
  return key.split('@')[0] ?? key;
}
