// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

const plain = (tag: string) => ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => createElement(tag, props, children);
vi.mock('@ionic/react', () => ({ IonButton: plain('button'), IonIcon: plain('span') }));
vi.mock('@app/lib/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { StaleNote } = await import('@app/kit/page/StaleNote');

const dom = rootPerTest();

describe("the edit page's 'changed by someone else' note", () => {
  it('scrolls itself into view, and goes again without error where scrollIntoView answers a promise', () => {
    // Chromium's scroll methods now return a promise; an effect that hands it back has it called as its cleanup.
    const scroll = vi.fn(() => Promise.resolve());
    Element.prototype.scrollIntoView = scroll as unknown as Element['scrollIntoView'];
    const onReload = vi.fn();
    act(() => dom.root.render(<StaleNote testIdPrefix="thing-edit" onReload={onReload} />));
    expect(scroll).toHaveBeenCalledOnce();
    expect(dom.container.querySelector('[data-testid="thing-edit-stale"]')).not.toBeNull();
    act(() => (dom.container.querySelector('[data-testid="thing-edit-reload"]') as HTMLElement).click());
    expect(onReload).toHaveBeenCalledOnce();
    expect(() => act(() => dom.root.render(null))).not.toThrow();
  });
});
