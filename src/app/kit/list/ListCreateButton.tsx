import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';

/** The button in a list page's header that opens the create page. */
export interface ListCreate {
  path: string;
  /** The code the admin needs to see it; `null`: whoever sees the list. */
  permission: number | null;
  testId: string;
  /** A key of the area's namespace; `create.title` when left out. */
  label?: string;
  /** An ionicons icon; a plus when left out. */
  icon?: string;
  /** The icon alone, its words read out only. */
  iconOnly?: boolean;
}

interface Props {
  namespace: string;
  create: ListCreate;
}

/** Checked against the admin's codes; a button open to all never asks for the session (the portal has none). */
export function ListCreateButton({ namespace, create }: Props) {
  return create.permission === null ? <CreateButton namespace={namespace} create={create} /> : <PermittedCreateButton namespace={namespace} create={create} />;
}

function PermittedCreateButton({ namespace, create }: Props) {
  const { profile } = useSession();
  return can(profile, create.permission) ? <CreateButton namespace={namespace} create={create} /> : null;
}

function CreateButton({ namespace, create }: Props) {
  const { t } = useTranslation(namespace);
  const label = t(create.label ?? 'create.title');
  return (
    <IonButton routerLink={create.path} data-testid={create.testId} aria-label={label}>
      <IonIcon slot={create.iconOnly ? 'icon-only' : 'start'} icon={create.icon ?? addOutline} aria-hidden="true" />
      {create.iconOnly ? null : <span className="hide-below-sm">{label}</span>}
    </IonButton>
  );
}
