import { ownerStatements } from '@shared/contracts/plain/owner-statements';
import { api } from '@app/lib/api';
import type { FileAnswer } from '@app/kit/download/use-file-download';

/** The statement's PDF (44, the menu's reporting-pdf), fetched with the admin's token (a plain link would not send it). */
export const fetchStatementPdf = (id: string): Promise<FileAnswer> => api.callFile(ownerStatements.pdf, { params: { id }, quiet: true });

/** The name the file is saved under when the server gives none. */
export const pdfName = (ownerName: string, month: string) => `statement-${month}-${ownerName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.pdf`;
