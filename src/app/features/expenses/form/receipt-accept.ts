/** What the server takes as a receipt (it sniffs the bytes too): a photo or a PDF. */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
