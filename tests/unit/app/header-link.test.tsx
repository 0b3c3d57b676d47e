// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cloudDoneOutline } from 'ionicons/icons';
import { rootPerTest } from '../../support/react-root';

const push = vi.fn();
vi.mock('@ionic/react', () => ({ useIonRouter: () => ({ push }) }));

const { HeaderLink } = await import('@app/shell/HeaderLink');
const { useMountedLater } = await import('@app/lib/use-mounted-later');

const dom = rootPerTest();
afterEach(() => push.mockReset());

describe('a header link (a plain link drawn as a toolbar button)', () => {
  const link = () => dom.container.querySelector('a[data-testid="sync"]') as HTMLAnchorElement;

  it('is a link with its name, its data, a mask icon and no web component', () => {
    act(() =>
      dom.root.render(
        <HeaderLink href="/admin/outbox" icon={cloudDoneOutline} iconOnly label="Nothing waiting to sync" title="Nothing waiting to sync" testId="sync" data={{ 'data-count': '0' }}>
          <span className="dot" />
        </HeaderLink>,
      ),
    );
    expect(link().getAttribute('href')).toBe('/admin/outbox');
    expect(link().getAttribute('aria-label')).toBe('Nothing waiting to sync');
    expect(link().dataset.count).toBe('0');
    expect(link().classList.contains('header-link--icon-only')).toBe(true);
    expect(link().querySelector('.mask-icon')?.getAttribute('aria-hidden')).toBe('true');
    expect((link().querySelector('.mask-icon') as HTMLElement).style.getPropertyValue('--mask-icon')).toMatch(/^url\("data:image\/svg\+xml/);
    expect(link().querySelector('.dot')).not.toBeNull();
    expect(link().querySelector('ion-icon, ion-button')).toBeNull();
    // Icon only: no label text beside the icon.
    expect(link().querySelector('.header-link__label')).toBeNull();
  });

  it('shows its label from sm up, goes through the app router on a plain tap, and leaves a modified click to the browser', () => {
    act(() => dom.root.render(<HeaderLink href="/admin/user-mgmt/queues" icon={cloudDoneOutline} label="Approvals" testId="sync" />));
    expect(link().querySelector('.header-link__label.hide-below-sm')?.textContent).toBe('Approvals');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link().dispatchEvent(plain));
    expect(push).toHaveBeenCalledWith('/admin/user-mgmt/queues');
    expect(plain.defaultPrevented).toBe(true);
    // Read after the app's handler, then stopped so the test's document does not navigate.
    let leftToBrowser = false;
    dom.container.addEventListener('click', (event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    });
    act(() => void link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })));
    expect(push).toHaveBeenCalledTimes(1);
    expect(leftToBrowser).toBe(true);
  });

  it('keeps its label beside the icon on a phone too when the icon alone says too little', () => {
    act(() => dom.root.render(<HeaderLink href="/admin/user-mgmt/attendance" icon={cloudDoneOutline} label="Attendance" labelAlways testId="sync" />));
    const label = link().querySelector('.header-link__label');
    expect(label?.textContent).toBe('Attendance');
    expect(label?.classList.contains('hide-below-sm')).toBe(false);
  });
});

describe('a part mounted a task after its screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function Later() {
    return useMountedLater() ? <p>mounted</p> : null;
  }

  it('is absent from the first commit and present once the next task has run', () => {
    act(() => dom.root.render(<Later />));
    expect(dom.container.textContent).toBe('');
    act(() => vi.runOnlyPendingTimers());
    expect(dom.container.textContent).toBe('mounted');
  });
});
