import { useEffect, useState } from 'react';
import { companies } from '@shared/contracts/companies';
import { encodeListParams, MAX_LIMIT } from '@shared/list-params';
import { api } from '@app/lib/api';

export interface CompanyOption {
  id: string;
  name: string;
}

/** The companies a list may be narrowed to: few (an operator runs a handful), so one page holds them. */
export function useCompanyOptions(): CompanyOption[] {
  const [options, setOptions] = useState<CompanyOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const query = encodeListParams({ sort: { name: 'asc' }, pagination: { limit: MAX_LIMIT, currentPage: 1 } });
    api.call(companies.list, { query, signal: controller.signal }).then(
      (answer) => setOptions(answer.companies.map((c) => ({ id: c.id, name: c.name }))),
      // Without them the filter offers "all companies" only; the list itself still loads.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return options;
}
