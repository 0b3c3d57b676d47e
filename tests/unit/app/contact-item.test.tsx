// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

const plain = (tag: string) => ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => createElement(tag, props, children);
vi.mock('@ionic/react', () => ({ IonItem: plain('div'), IonIcon: plain('span') }));
vi.mock('@app/ionic/ion-label', () => ({ IonLabel: plain('div') }));
// The kit's words, as keys with their values: enough to see each link is named.
vi.mock('@app/lib/use-translation', () => ({ useTranslation: () => ({ t: (key: string, o: { value: string }) => `${key} ${o.value}` }) }));

const { ContactItem } = await import('@app/kit/contact/ContactItem');
const { mailtoHref, telHref, whatsAppHref } = await import('@app/kit/contact/contact-links');

const dom = rootPerTest();
const link = (id: string) => dom.container.querySelector(`a[data-testid="${id}"]`) as HTMLAnchorElement | null;

describe('contact links on a record', () => {
  it('builds tel:, WhatsApp and mailto: links from what is stored', () => {
    expect(telHref('+60142345099')).toBe('tel:+60142345099');
    expect(telHref('+60 14-234 5099')).toBe('tel:+60142345099');
    expect(whatsAppHref('+60142345099')).toBe('https://wa.me/60142345099');
    expect(whatsAppHref('+65 8123 4567')).toBe('https://wa.me/6581234567');
    expect(mailtoHref('mei.ling+stay@example.my')).toBe('mailto:mei.ling%2Bstay@example.my');
    expect(telHref('none')).toBeNull();
    expect(mailtoHref('not an address')).toBeNull();
  });

  it('shows a phone formatted, with a call and a WhatsApp link, each named', () => {
    act(() => dom.root.render(<ContactItem kind="phone" value="+60142345099" label="Phone" none="Not given" testId="p" />));
    expect(dom.container.querySelector('[data-testid="p"]')?.textContent).toBe('+60 14 234 5099');
    expect(link('p-call')?.getAttribute('href')).toBe('tel:+60142345099');
    const wa = link('p-whatsapp')!;
    expect(wa.getAttribute('href')).toBe('https://wa.me/60142345099');
    expect(wa.getAttribute('rel')).toBe('noopener noreferrer');
    expect(wa.getAttribute('aria-label')).toBe('contact.whatsapp +60 14 234 5099');
    expect(link('p-call')?.getAttribute('aria-label')).toBe('contact.call +60 14 234 5099');
    expect(link('p-mailto')).toBeNull();
  });

  it('links an email to write to, and shows no link when nothing is known', () => {
    act(() => dom.root.render(<ContactItem kind="email" value="owner@example.my" label="Email" none="Not given" testId="e" />));
    expect(link('e-mailto')?.getAttribute('href')).toBe('mailto:owner@example.my');
    act(() => dom.root.render(<ContactItem kind="phone" value={null} label="Phone" none="Not given" testId="n" />));
    expect(dom.container.querySelector('[data-testid="n"]')?.textContent).toBe('Not given');
    expect(dom.container.querySelectorAll('a')).toHaveLength(0);
  });
});
