import { RequestForm } from '../form/RequestForm';

/** An owner asks for free nights in one of their own units. */
export default function PortalRequestFormPage() {
  return <RequestForm portal />;
}
