import { expenses } from '@shared/contracts/plain/expenses';
import { api } from '@app/lib/api';
import { createUseFileUrl } from '@app/lib/use-file-url';

/** An expense's receipt, fetched with the admin's token (an <img src> would not send it). */
export const loadReceipt = (expenseId: string) => api.callBlob(expenses.receipt, { params: { id: expenseId } });

/** The receipt as an object URL, for a thumbnail. */
export const useReceiptUrl = createUseFileUrl(loadReceipt);
