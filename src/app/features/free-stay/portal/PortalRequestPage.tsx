import { RequestRecord } from '../requests/RequestRecord';

/** One of the owner's own requests; a pending one they may withdraw. */
export default function PortalRequestPage() {
  return <RequestRecord portal />;
}
