// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

const plain = (tag: string) => ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => createElement(tag, props, children);
vi.mock('@ionic/react', () => ({ IonItem: plain('div') }));
vi.mock('@app/ionic/ion-label', () => ({ IonLabel: plain('div') }));
// `inset` is Ionic's; the plain element drops it.
vi.mock('@app/ionic/ion-list', () => ({ IonList: ({ inset: _, ...props }: { inset?: boolean } & Record<string, unknown>) => plain('section')(props) }));

const { Fact, FactList } = await import('@app/kit/record/FactList');

const dom = rootPerTest();
const byId = (id: string) => dom.container.querySelector(`[data-testid="${id}"]`);

describe('FactList and Fact', () => {
  it('draws a titled inset list, each value under its label with its testid', () => {
    act(() =>
      dom.root.render(
        <FactList title="Bank" testId="facts">
          <Fact label="Bank name" value="Maybank" testId="bank" />
          <Fact label="Account" value="5140 1234" labelClassName="u-field-label" />
        </FactList>,
      ),
    );
    expect(dom.container.querySelector('h2.section-title')?.textContent).toBe('Bank');
    expect(byId('facts')?.className).toBe('detail-list');
    expect(byId('bank')?.tagName).toBe('H3');
    expect(byId('bank')?.textContent).toBe('Maybank');
    const labels = [...dom.container.querySelectorAll('p.field-label')].map((p) => [p.textContent, p.className]);
    expect(labels).toEqual([['Bank name', 'field-label'], ['Account', 'field-label u-field-label']]);
  });

  it('draws the same Facts as a label/value grid inside a grid list, children as the value', () => {
    act(() =>
      dom.root.render(
        <FactList layout="grid">
          <Fact label="Reason" value="Family visit" valueClassName="x-reason" testId="reason" />
          <Fact label="Holder">
            <a href="/h/1">Tan</a> <span>A-1</span>
          </Fact>
        </FactList>,
      ),
    );
    const dl = dom.container.querySelector('dl.kit-facts')!;
    expect([...dl.children].map((el) => el.tagName)).toEqual(['DT', 'DD', 'DT', 'DD']);
    expect(byId('reason')?.tagName).toBe('DD');
    expect(byId('reason')?.className).toBe('x-reason');
    expect(dl.querySelector('dd a')?.textContent).toBe('Tan');
    expect(dom.container.querySelector('h2')).toBeNull();
  });

  it('is an inset item outside any list (inside an area\'s own IonList)', () => {
    act(() => dom.root.render(<Fact label="Property" value="Seri Bayu" testId="p" />));
    expect(byId('p')?.tagName).toBe('H3');
    expect(dom.container.querySelector('dt')).toBeNull();
  });
});
