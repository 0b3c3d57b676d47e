import { IonButton, IonIcon } from '@ionic/react';

export interface LinkButtonProps {
  href: string;
  /** An ionicons icon before the label. */
  icon: string;
  label: string;
  testId: string;
}

/** A record page's outlined button to the next page (edit, change permissions, a new version). */
export function LinkButton({ href, icon, label, testId }: LinkButtonProps) {
  return (
    <IonButton fill="outline" routerLink={href} data-testid={testId}>
      <IonIcon slot="start" icon={icon} aria-hidden="true" />
      {label}
    </IonButton>
  );
}
