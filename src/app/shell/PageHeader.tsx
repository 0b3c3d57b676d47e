import type { ReactNode } from 'react';
import { IonBackButton } from '../ionic/ion-back-button';
import { IonButtons } from '../ionic/ion-buttons';
import { IonHeader } from '../ionic/ion-header';
import { IonMenuButton } from '../ionic/ion-menu-button';
import { IonTitle } from '../ionic/ion-title';
import { IonToolbar } from '../ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { HeaderActions } from './header-actions';
import { OutboxBadge } from './OutboxBadge';

export interface PageHeaderProps {
  title: string;
  /** Adds a back button, to this path when there is no history to go back to. */
  backHref?: string;
  actions?: ReactNode;
  /** A second toolbar under the title (search, filters). */
  children?: ReactNode;
}

export function PageHeader({ title, backHref, actions, children }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <IonHeader>
      <IonToolbar color="primary">
        <IonButtons slot="start">
          {backHref ? <IonBackButton defaultHref={backHref} text="" aria-label={t('back')} /> : null}
          {/* On every page, so the menu is one tap away on a phone even deep in a record. */}
          <IonMenuButton aria-label={t('openMenu')} />
        </IonButtons>
        <IonTitle>{title}</IonTitle>
        <IonButtons slot="end">
          {actions}
          {/* What the areas' shell slots add (the assistant), once they have loaded. */}
          <HeaderActions />
          {/* Decisions waiting to sync, on every page. */}
          <OutboxBadge />
        </IonButtons>
      </IonToolbar>
      {children}
    </IonHeader>
  );
}
