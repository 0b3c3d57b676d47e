import { Suspense, useMemo } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import type { ApprovalItem } from '@shared/contracts/approvals';
import type { DeclaredInboxKind } from '@app/kit/inbox/define-inbox';
import type { PagedList } from '@app/lib/use-paged-list';
import type { QueueHold } from '@app/kit/decision/use-queue-decision';
import { QueueStates } from '@app/kit/decision/QueueStates';
import { useRevealedCount, type RevealOptions } from '@app/lib/use-revealed-count';
import { CardSkeleton } from './CardSkeleton';
import { InboxEntry } from './InboxEntry';
import { groupByKind } from './grouping';

/** A card is 160-290 px: four fill a phone's screen; each later step is one commit well under 50 ms on a slow phone. */
const INBOX_REVEAL_STEP = 2;
const INBOX_REVEAL: RevealOptions = { first: 4, transition: true };

export type InboxOrder = 'newest' | 'grouped';

interface InboxListProps {
  list: PagedList<ApprovalItem>;
  items: readonly ApprovalItem[];
  totalCount: number;
  kinds: readonly DeclaredInboxKind[];
  order: InboxOrder;
}

function GroupTitle({ kind, count }: { kind: DeclaredInboxKind; count: number }) {
  const { t } = useTranslation(kind.words);
  const { t: ta } = useTranslation('approvals');
  return (
    <h2 className="approvals-group__title">
      {t(kind.title)} <span className="approvals-group__count">{ta('shown', { count })}</span>
    </h2>
  );
}

/** Loading, failure, "nothing waits", and the cards newest first or under their kind's heading. */
export function InboxList({ list, items, totalCount, kinds, order }: InboxListProps) {
  const { t } = useTranslation('approvals');
  const { take, settle, restore, giveBack } = list;
  // What a card needs of the list, the same object across the list's updates: drawn cards are not drawn again.
  const hold = useMemo<QueueHold>(() => ({ take, settle, restore, giveBack }), [take, settle, restore, giveBack]);
  // Twenty cards at once were one ~500 ms commit on Lighthouse's phone (issue 25): a screenful first, then two per task.
  const revealed = useRevealedCount(items, INBOX_REVEAL_STEP, INBOX_REVEAL);
  const groups = useMemo(() => (order === 'grouped' ? groupByKind(items, kinds) : null), [order, items, kinds]);
  const skeletons = (
    <div className="approvals-list" role="status" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
  // The first cards on screen draw with the list, the rest a few per task (reveal.ts); each waiting
  // decision's place is there from the start, so the list's length and order never change as they fill in.
  let position = 0;
  const entry = (item: ApprovalItem) => {
    const kind = kinds.find((k) => k.kind === item.kind);
    if (!kind) return null;
    const drawn = position++ < revealed;
    return <InboxEntry key={item.id} item={item} kind={kind} list={hold} drawn={drawn} />;
  };
  const loading = (
    <>
      <div className="approvals-meta approvals-meta--placeholder" />
      <p className="approvals-hint">{t('hint')}</p>
      {skeletons}
    </>
  );
  const words = {
    count: t('count', { count: totalCount }),
    hint: t('hint'),
    errorTitle: t('errorTitle'),
    emptyTitle: t('empty.title'),
    emptyDetail: t('empty.detail'),
    loadMoreRetry: t('loadMoreRetry'),
  };
  return (
    <QueueStates
      list={list}
      empty={!items.length}
      words={words}
      loading={loading}
      testIds={{ error: 'approvals-error', empty: 'approvals-empty', count: 'approvals-count' }}
      classNames={{ meta: 'approvals-meta', count: 'approvals-count', hint: 'approvals-hint' }}
    >
      {/*
       * The cards draw together once their code is here: a card's own skeleton growing into the card
       * moved every card under it (saved rows can paint before the cards' code has arrived).
       */}
      <Suspense fallback={skeletons}>
        {order === 'newest' ? (
          <div className="approvals-list" data-testid="approvals-list">
            {items.map(entry)}
          </div>
        ) : (
          (groups ?? []).map(({ kind, items: group }) => (
            <section key={kind.kind} className="approvals-group" data-testid={`approvals-group-${kind.kind}`}>
              <GroupTitle kind={kind} count={group.length} />
              <div className="approvals-list">{group.map(entry)}</div>
            </section>
          ))
        )}
      </Suspense>
    </QueueStates>
  );
}
