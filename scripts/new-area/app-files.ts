import type { AreaNames } from './names';

const featurePath = (n: AreaNames, file: string) => `src/app/features/${n.name}/${file}`;

/** The declaration, the data hooks and the two pages, built on the kit. */
export function appFiles(n: AreaNames): { path: string; content: string }[] {
  return [
    { path: featurePath(n, 'area.ts'), content: area(n) },
    { path: featurePath(n, 'resource.ts'), content: resource(n) },
    { path: featurePath(n, `use-${n.name}.ts`), content: hooks(n) },
    { path: featurePath(n, `${n.pascal}ListPage.tsx`), content: listPage(n) },
    { path: featurePath(n, `${n.pascal}DetailPage.tsx`), content: detailPage(n) },
  ];
}

function area(n: AreaNames): string {
  // An entry of src/shared/menu.ts shows once an area declares its code; without one the pages are reached by link.
  const menu = n.menu ? `\n  menu: { code: '${n.menu.code}', icon: documentTextOutline },` : '';
  const icon = n.menu ? `import { documentTextOutline } from 'ionicons/icons';\n` : '';
  return `${icon}import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: '${n.name}',
  permission: '${n.permission}',${menu}
  words: { withPages: ['${n.name}'] },
  resource: () => import('./resource').then((m) => m.${n.camel}Resource),
  pages: [
    { path: '${n.pagePath}', permission: P.${n.permission}.view, load: () => import('./${n.pascal}ListPage') },
    { path: '${n.pagePath}/:id', permission: P.${n.permission}.view, load: () => import('./${n.pascal}DetailPage') },
  ],
});
`;
}

function resource(n: AreaNames): string {
  return `import { ${n.camel}, type ${n.pascal}Record } from '@shared/contracts/${n.name}';
import { defineResource } from '@app/kit/resource/define-resource';

export const ${n.camel}Resource = defineResource({
  type: '${n.name}',
  list: ${n.camel}.list,
  record: ${n.camel}.get,
  rows: (answer) => ({ items: answer.${n.camel}, totalCount: answer.totalCount }),
  id: (record: ${n.pascal}Record) => record.id,
});
`;
}

function hooks(n: AreaNames): string {
  return `import { encodeListParams } from '@shared/list-params';
import { PAGE_SIZE } from '@app/kit/constants';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { ${n.camel}Resource } from './resource';

const search = (_query: object, page: number) => encodeListParams({ sort: { createdAt: 'desc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });

/** The list, newest first, page by page, saved for offline; search and filters come with the area's fields. */
export function use${n.pascal}List() {
  return useResourceList(${n.camel}Resource, { query: {}, search });
}

/** One record by id, saved for offline. */
export function use${n.pascal}Record(id: string | undefined) {
  return useResourceRecord(${n.camel}Resource, id);
}
`;
}

function listPage(n: AreaNames): string {
  return `import { ListCard, ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { useViewReturn } from '@app/lib/use-view-return';
import { use${n.pascal}List } from './use-${n.name}';

export default function ${n.pascal}ListPage() {
  const list = use${n.pascal}List();
  // Back from a record: it may have changed.
  useViewReturn(() => void list.refresh());
  return (
    <ListPage
      namespace="${n.name}"
      list={list}
      filtered={false}
      onClearFilters={() => undefined}
      filters={null}
      testIdPrefix="${n.name}"
      skeleton={<ListCardSkeleton />}
    >
      {(record) => <ListCard key={record.id} href={\`${n.pagePath}/\${record.id}\`} testId={\`${n.name}-card-\${record.id}\`} title={record.name} />}
    </ListPage>
  );
}
`;
}

function detailPage(n: AreaNames): string {
  return `import { IonItem } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { formatDisplayDate } from '@shared/dates';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { RecordPage } from '@app/kit/record/RecordPage';
import { use${n.pascal}Record } from './use-${n.name}';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <IonItem lines="inset">
      <IonLabel>
        <p className="field-label">{label}</p>
        <h3>{value}</h3>
      </IonLabel>
    </IonItem>
  );
}

export default function ${n.pascal}DetailPage() {
  const { t, i18n } = useTranslation('${n.name}');
  const { id } = useParams<{ id: string }>();
  const { data, status, error, reload, source, fetchedAt, stale } = use${n.pascal}Record(id);
  return (
    <RecordPage
      record={{ value: data, status, error, source, fetchedAt, stale }}
      title={(value) => value?.name ?? t('detail.title')}
      backHref="${n.pagePath}"
      namespace="${n.name}"
      testIdPrefix="${n.name}"
      refresh={reload}
      retry={() => void reload()}
    >
      {(value) => (
        <IonList inset data-testid="${n.name}-detail">
          <Field label={t('detail.name')} value={value.name} />
          <Field label={t('detail.createdAt')} value={formatDisplayDate(value.createdAt, i18n.language)} />
        </IonList>
      )}
    </RecordPage>
  );
}
`;
}
