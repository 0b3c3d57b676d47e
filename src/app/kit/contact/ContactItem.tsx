import { IonIcon, IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { callOutline, logoWhatsapp, mailOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { formatPhone } from '@shared/phone';
import { KIT_WORDS } from '../words';
import { mailtoHref, telHref, whatsAppHref } from './contact-links';
import './contact-item.css';

export interface ContactItemProps {
  kind: 'phone' | 'email';
  /** As stored: a phone in E.164 (`+60142345099`), an email; null when none is known. */
  value: string | null;
  /** The area's words, already translated: the field's label, and what is shown when there is no value. */
  label: string;
  none: string;
  /** On the shown value; the links are `<testId>-call`, `-whatsapp`, `-mailto`. */
  testId?: string;
  /** The area's own label class, if its lists style labels their way. */
  labelClassName?: string;
}

/**
 * A phone number or an email on a record (enquiry, reservation, owner, user), formatted (+60 14-234 5099) and one tap
 * away: call and WhatsApp for a number, write for an email. Each link is a 44 px target.
 */
export function ContactItem({ kind, value, label, none, testId, labelClassName }: ContactItemProps) {
  const { t } = useTranslation(KIT_WORDS);
  const shown = value ? (kind === 'phone' ? formatPhone(value) : value) : none;
  const links = !value
    ? []
    : kind === 'phone'
      ? [
        { href: telHref(value), icon: callOutline, name: t('contact.call', { value: shown }), id: 'call', external: false },
        { href: whatsAppHref(value), icon: logoWhatsapp, name: t('contact.whatsapp', { value: shown }), id: 'whatsapp', external: true },
      ]
      : [{ href: mailtoHref(value), icon: mailOutline, name: t('contact.email', { value: shown }), id: 'mailto', external: false }];
  return (
    <IonItem lines="inset">
      <IonLabel className="ion-text-wrap">
        <p className={['field-label', labelClassName].filter(Boolean).join(' ')}>{label}</p>
        <h3 data-testid={testId} className={kind === 'phone' ? 'kit-contact__phone' : undefined}>{shown}</h3>
      </IonLabel>
      {links.length ? (
        <div slot="end" className="kit-contact__links">
          {links.map((link) => (link.href ? (
            <a
              key={link.id}
              href={link.href}
              className="kit-contact__link"
              aria-label={link.name}
              title={link.name}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              data-testid={testId ? `${testId}-${link.id}` : undefined}
            >
              <IonIcon icon={link.icon} aria-hidden="true" />
            </a>
          ) : null))}
        </div>
      ) : null}
    </IonItem>
  );
}
