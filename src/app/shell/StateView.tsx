import type { ReactNode } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { alertCircleOutline, cloudOfflineOutline, searchOutline } from 'ionicons/icons';

export type StateKind = 'empty' | 'error' | 'offline';

const ICONS: Record<StateKind, string> = {
  empty: searchOutline,
  error: alertCircleOutline,
  offline: cloudOfflineOutline,
};

export interface StateViewProps {
  kind: StateKind;
  title: string;
  detail?: string;
  actionLabel?: string;
  onAction?: () => void;
  icon?: string;
  children?: ReactNode;
  testId?: string;
}

/** The designed empty, error and offline states: an icon, a sentence and a way forward. */
export function StateView({ kind, title, detail, actionLabel, onAction, icon, children, testId }: StateViewProps) {
  return (
    <div className={`state-view state-view--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId ?? `state-${kind}`}>
      <IonIcon icon={icon ?? ICONS[kind]} className="state-view__icon" aria-hidden="true" />
      <h2 className="state-view__title">{title}</h2>
      {detail ? <p className="state-view__detail">{detail}</p> : null}
      {actionLabel && onAction ? (
        <IonButton fill="outline" onClick={onAction}>
          {actionLabel}
        </IonButton>
      ) : null}
      {children}
    </div>
  );
}
