import { ownerStatements } from '@shared/contracts/plain/owner-statements';
import { api } from '@app/lib/api';
import type { FileAnswer } from '@app/kit/download/use-file-download';

/**
 * `GET /api/owner-statements/:id/pdf` (44), fetched with the admin's token (a plain link would not send it). The
 * contract names the call once the PDF route lands; until then the record call stands in for its shape (an id, a file).
 */
const pdfCall = { ...ownerStatements.get, path: '/api/owner-statements/:id/pdf' } as typeof ownerStatements.get;

export const fetchStatementPdf = (id: string): Promise<FileAnswer> => api.callFile(pdfCall, { params: { id }, quiet: true });

/** The name the file is saved under when the server gives none. */
export const pdfName = (ownerName: string, month: string) => `statement-${month}-${ownerName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.pdf`;
