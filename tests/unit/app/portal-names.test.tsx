// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

const plain = (tag: string) => ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => createElement(tag, props, children);
vi.mock('@ionic/react', () => ({ IonItem: plain('div') }));
vi.mock('@app/ionic/ion-label', () => ({ IonLabel: plain('div') }));
vi.mock('@app/ionic/ion-list', () => ({ IonList: plain('div') }));
vi.mock('@app/shell/Chip', () => ({ Chip: plain('span') }));
vi.mock('@app/lib/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { PeriodList } = await import('@app/features/portal/PeriodList');

const dom = rootPerTest();
const labels = () => Array.from(dom.container.querySelectorAll('.field-label')).map((p) => [p.textContent, p.classList.contains('field-label--as-written')]);

describe('the owner portal\'s period labels', () => {
  it('keep an owner\'s name as written (the label is not upper-cased), and a package\'s name too', () => {
    const period = { id: 'p1', first: '2026-01-01', last: null, when: 'current' as const };
    act(() => dom.root.render(<PeriodList periods={[period]} format={(d) => d} label="业主：Tan Mei Ling" labelHasName testId="own" />));
    expect(labels()).toEqual([['业主：Tan Mei Ling', true]]);
    act(() => dom.root.render(<PeriodList periods={[{ ...period, name: 'Gold Care' }]} format={(d) => d} label="Package" testId="pkg" />));
    expect(labels()).toEqual([['Gold Care', true]]);
    act(() => dom.root.render(<PeriodList periods={[period]} format={(d) => d} label="Package" testId="pkg" />));
    expect(labels()).toEqual([['Package', false]]);
  });
});
