import { encodeListParams } from '@shared/list-encode';
import { PAGE_SIZE } from '@app/kit/constants';

/** One page of the checking queue: oldest business date first, then property (the server keeps it to submitted). */
export const checkQueueSearch = (page: number) =>
  encodeListParams({ sort: { businessDate: 'asc', propertyName: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });
