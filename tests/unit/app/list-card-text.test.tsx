// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

vi.mock('@ionic/react', () => ({ useIonRouter: () => ({ push: vi.fn() }) }));

const { ListCard } = await import('@app/kit/list/ListCard');

const dom = rootPerTest();

describe('a list card with a number beside its title', () => {
  it('keeps a space between them in its text, so its link is not named "Priya a/p Ramasamy100014"', () => {
    act(() => dom.root.render(<ListCard href="/admin/user-mgmt/1" testId="card" title="Priya a/p Ramasamy" aside="100014" lines={['+60 19 234 5003']} />));
    const card = dom.container.querySelector('[data-testid="card"]')!;
    expect(card.querySelector('.list-card__head')?.textContent).toBe('Priya a/p Ramasamy 100014');
  });

  it('adds nothing when there is no number', () => {
    act(() => dom.root.render(<ListCard href="/admin/user-mgmt/1" testId="card" title="Priya a/p Ramasamy" />));
    expect(dom.container.querySelector('.list-card__head')?.textContent).toBe('Priya a/p Ramasamy');
  });
});
