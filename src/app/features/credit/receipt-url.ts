import { credit } from '@shared/contracts/plain/credit';
import { createUseFileUrl } from '@app/lib/use-file-url';
import { api } from '@app/lib/api';

/** A request's receipt as an object URL, fetched with the admin's token (an <img src> would not send it). */
export const useReceiptUrl = createUseFileUrl((requestId) => api.callBlob(credit.attachment, { params: { id: requestId } }));
