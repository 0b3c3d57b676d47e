import { useCallback } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import type { DsrPhoto, DsrPhotoKind } from '@shared/contracts/dsr';
import { DSR_PHOTO_KINDS } from '@shared/contracts/plain/dsr';
import { dsr } from '@shared/contracts/plain/dsr';
import { api } from '@app/lib/api';
import { PhotoStrip } from '@app/kit/photo/PhotoStrip';

interface Props {
  reportId: string;
  photos: readonly DsrPhoto[];
  /** `dsr-photos` gives dsr-photos-bank-in and dsr-photos-petty-cash. */
  testId: string;
}

/** The slips on a report, by kind: thumbnails that open zoomable (a PDF opens in a tab of its own). */
export function ReportPhotos({ reportId, photos, testId }: Props) {
  const { t } = useTranslation('dsr');
  const load = useCallback((photoId: string) => api.callBlob(dsr.photo, { params: { id: reportId, photoId }, quiet: true }), [reportId]);
  const kinds = DSR_PHOTO_KINDS.filter((kind) => photos.some((p) => p.kind === kind));
  if (!kinds.length) return <p className="dsr-muted" data-testid={`${testId}-none`}>{t('photos.none')}</p>;
  const label = (kind: DsrPhotoKind) => t(kind === 'bank-in' ? 'photos.bankIn' : 'photos.pettyCash');
  return (
    <div className="dsr-photos">
      {kinds.map((kind) => (
        <div key={kind} className="dsr-photos__kind">
          <h3 className="dsr-photos__title">{label(kind)}</h3>
          <PhotoStrip
            photos={photos.filter((p) => p.kind === kind).map((p, i) => ({ id: p.id, alt: t('photos.alt', { kind: label(kind), n: i + 1 }) }))}
            load={load}
            testId={`${testId}-${kind}`}
          />
        </div>
      ))}
    </div>
  );
}
