// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

type Props = { children?: ReactNode } & Record<string, unknown>;
const plain = (tag: string) => ({ children, ...props }: Props) =>
  createElement(tag, { 'data-testid': props['data-testid'], className: props.className, onClick: props.onClick, 'aria-current': props['aria-current'], 'data-href': props.routerLink }, children);
vi.mock('@ionic/react', () => ({ IonButton: plain('button'), IonIcon: () => null, IonItem: plain('a') }));
for (const part of ['ion-footer', 'ion-header', 'ion-menu-toggle', 'ion-toolbar']) {
  const name = part.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  vi.doMock(`@app/ionic/${part}`, () => ({ [name]: plain('div') }));
}
vi.mock('@app/lib/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
const session = vi.hoisted(() => ({ offline: false, signOut: vi.fn(async () => undefined) }));
vi.mock('@app/lib/session', () => ({ useSession: () => ({ profile: { name: 'Aisyah' }, ...session }) }));

const { MenuFooter, MenuHeader, MenuLinkItem } = await import('@app/shell/MenuParts');

const dom = rootPerTest();
const byId = (id: string) => dom.container.querySelector(`[data-testid="${id}"]`);

describe('the menus\' shared parts', () => {
  it('heads a menu with its title and who is signed in, and says when the device is offline', () => {
    act(() => dom.root.render(<MenuHeader title="Owner portal" />));
    expect(dom.container.querySelector('.app-menu__title')?.textContent).toBe('Owner portal');
    expect(byId('menu-profile-name')?.textContent).toBe('Aisyah');
    expect(byId('offline-badge')).toBeNull();
    session.offline = true;
    act(() => dom.root.render(<MenuHeader title="StayOps" />));
    expect(byId('offline-badge')?.textContent).toContain('offline');
  });

  it('marks the page the admin is on, and signs out from the footer', () => {
    act(() =>
      dom.root.render(
        <>
          <MenuLinkItem path="/portal/units" icon="x" active testId="here">
            units
          </MenuLinkItem>
          <MenuLinkItem path="/portal/credit" icon="x" active={false} nested testId="there">
            credit
          </MenuLinkItem>
          <MenuFooter />
        </>,
      ),
    );
    expect(byId('here')?.className).toBe('menu-item menu-item--active');
    expect(byId('here')?.getAttribute('aria-current')).toBe('page');
    expect(byId('here')?.getAttribute('data-href')).toBe('/portal/units');
    expect(byId('there')?.className).toBe('menu-item menu-item--nested');
    expect(byId('there')?.getAttribute('aria-current')).toBeNull();
    act(() => (byId('menu-logout-button') as HTMLButtonElement).click());
    expect(session.signOut).toHaveBeenCalledOnce();
  });
});
