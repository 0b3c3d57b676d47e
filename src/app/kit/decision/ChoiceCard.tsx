import type { ReactNode } from 'react';
import { SwipeCard, type SwipeCardWords } from '../swipe/SwipeCard';
import type { InboxCardProps } from '../inbox/define-inbox';

export interface ChoiceCardProps<R> extends InboxCardProps<R> {
  /** `{ card: 'credit-request', swipe: 'credit-swipe', key: id }`: credit-request-<id>, credit-swipe-approve-<id>, credit-swipe-reject-<id>. */
  testIds: { card: string; swipe: string; key: string };
  words: SwipeCardWords;
  /** Approving asks for more first (a unit to choose): the card approves itself. */
  onApprove?(): void;
  onOpen?(): void;
  openLabel?: string;
  children: ReactNode;
}

/** A waiting record's card in a queue or the inbox: swipe, or its buttons, to approve or reject it. */
export function ChoiceCard<R>({ item, canDecide, decide, alwaysShowButtons, testIds: { card, swipe, key }, words, onApprove, onOpen, openLabel, children }: ChoiceCardProps<R>) {
  return (
    <SwipeCard
      testId={`${card}-${key}`}
      approveTestId={`${swipe}-approve-${key}`}
      rejectTestId={`${swipe}-reject-${key}`}
      canDecide={canDecide}
      alwaysShowButtons={alwaysShowButtons}
      words={words}
      onApprove={onApprove ?? (() => decide(item, 'approve'))}
      onReject={() => decide(item, 'reject')}
      onOpen={onOpen}
      openLabel={openLabel}
    >
      {children}
    </SwipeCard>
  );
}
