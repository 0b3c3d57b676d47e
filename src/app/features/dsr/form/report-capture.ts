import type { DsrPatch, DsrPhotoKind, DsrStatus, NewDsr } from '@shared/contracts/dsr';
import { dsr } from '@shared/contracts/plain/dsr';
import { callRequest } from '@shared/contracts/call';
import { recordKeyOf } from '@app/kit/decision/define-decision';
import type { NewOutboxItem } from '@app/offline/outbox-types';

/**
 * A report and its slip photos go to the outbox together, in order (capture kit): the report first (created under
 * the id the device chose, or its staff's fields saved), then one item per photo naming that id, then the submit.
 * Items of one record key are sent in order, so a report written offline reaches the server once, whole.
 */

/** The kind of a report written on this device: the list shows the open ones as "waiting to send". */
export const CREATE_KIND = 'dsr.create';

export interface ChosenPhoto {
  kind: DsrPhotoKind;
  file: File;
}

export type ReportWrite = { mode: 'create'; body: NewDsr } | { mode: 'update'; id: string; body: DsrPatch };

export interface ReportCapture {
  write: ReportWrite;
  /** How the outbox screen names the report: its property and date. */
  title: string;
  photos: readonly ChosenPhoto[];
  /** Submit after the photos, expecting the status the report is in (a new one is a draft). */
  submit: { expected: DsrStatus } | null;
}

export function reportIdOf(write: ReportWrite): string {
  if (write.mode === 'update') return write.id;
  if (!write.body.id) throw new Error('A report captured on the device names its own id');
  return write.body.id;
}

export function reportCaptureItems({ write, title, photos, submit }: ReportCapture): NewOutboxItem[] {
  const id = reportIdOf(write);
  const recordKey = recordKeyOf('dsr.report', id);
  const item = (kind: string, request: NewOutboxItem['request']): NewOutboxItem => ({ kind, recordKey, title, request, patch: null });
  return [
    write.mode === 'create'
      ? item(CREATE_KIND, callRequest(dsr.create, undefined, write.body))
      : item('dsr.edit', callRequest(dsr.update, { id }, write.body)),
    ...photos.map(({ kind, file }) =>
      item('dsr.photo', {
        ...callRequest(dsr.addPhoto, { id, kind }, undefined),
        // Sent as multipart/form-data: the body stays empty, the file travels as the contract's one part.
        body: null,
        files: [{ field: 'photo', blob: file, name: file.name }],
      }),
    ),
    ...(submit ? [item('dsr.submit', callRequest(dsr.submit, { id }, { expected: submit.expected }))] : []),
  ];
}
