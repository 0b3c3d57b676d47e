export { downloadHeaders } from '@server/core/files/safety-headers';
