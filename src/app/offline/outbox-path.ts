/** The outbox screen's route: apart from the badge, so reading it pulls in no component. */
export const OUTBOX_PATH = '/admin/outbox';
