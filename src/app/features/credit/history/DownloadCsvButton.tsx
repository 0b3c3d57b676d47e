import { useTranslation } from '@app/lib/use-translation';
import { DownloadButton } from '@app/kit/download/DownloadButton';

interface DownloadCsvButtonProps {
  busy: boolean;
  /** Offline, or the filters are not valid: the reason is said on the page. */
  disabled: boolean;
  onDownload(): void;
}

/** The history's "Download CSV". */
export function DownloadCsvButton(props: DownloadCsvButtonProps) {
  const { t } = useTranslation('credit');
  return <DownloadButton {...props} label={t('history.export.button')} busyLabel={t('history.export.busy')} testId="credit-download-csv" />;
}
