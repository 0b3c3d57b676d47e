import type { AreaNames } from './names';

const featurePath = (n: AreaNames, file: string) => `src/app/features/${n.name}/${file}`;

/**
 * The declaration, the data hooks, the form and the four pages, built on the kit: the form is one `defineForm` and
 * its fields one `defineFields`, the create and edit pages are made from them (`createPageOf`/`editPageOf`), the
 * record's values a `FactList`.
 */
export function appFiles(n: AreaNames): { path: string; content: string }[] {
  return [
    { path: featurePath(n, 'area.ts'), content: area(n) },
    { path: featurePath(n, 'resource.ts'), content: resource(n) },
    { path: featurePath(n, `use-${n.name}.ts`), content: hooks(n) },
    { path: featurePath(n, `${n.name}-form.ts`), content: form(n) },
    { path: featurePath(n, `${n.pascal}ListPage.tsx`), content: listPage(n) },
    { path: featurePath(n, `${n.pascal}DetailPage.tsx`), content: detailPage(n) },
    { path: featurePath(n, `${n.pascal}CreatePage.tsx`), content: createPage(n) },
    { path: featurePath(n, `${n.pascal}EditPage.tsx`), content: editPage(n) },
  ];
}

function area(n: AreaNames): string {
  // An entry of src/shared/menu.ts shows once an area declares its code; without one the pages are reached by link.
  const menu = n.menu ? `\n  menu: { code: '${n.menu.code}', icon: documentTextOutline },` : '';
  const icon = n.menu ? `import { documentTextOutline } from 'ionicons/icons';\n` : '';
  const p = `P.${n.permission}`;
  return `${icon}import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: '${n.name}',
  permission: '${n.permission}',${menu}
  words: { withPages: ['${n.name}'] },
  resource: () => import('./resource').then((m) => m.${n.camel}Resource),
  pages: [
    { path: '${n.pagePath}', permission: ${p}.view, load: () => import('./${n.pascal}ListPage') },
    { path: '${n.pagePath}/new', permission: ${p}.create, load: () => import('./${n.pascal}CreatePage') },
    { path: '${n.pagePath}/:id', permission: ${p}.view, load: () => import('./${n.pascal}DetailPage') },
    { path: '${n.pagePath}/:id/edit', permission: ${p}.edit, load: () => import('./${n.pascal}EditPage') },
  ],
});
`;
}

function resource(n: AreaNames): string {
  return `import type { ${n.pascal}Record } from '@shared/contracts/${n.name}';
import { ${n.camel} } from '@shared/contracts/plain/${n.name}';
import { defineResource } from '@app/kit/resource/define-resource';

export const ${n.camel}Resource = defineResource({
  type: '${n.recordType}',
  list: ${n.camel}.list,
  record: ${n.camel}.get,
  rows: (answer) => ({ items: answer.${n.camel}, totalCount: answer.totalCount }),
  id: (record: ${n.pascal}Record) => record.id,
});
`;
}

function hooks(n: AreaNames): string {
  return `import { useCallback } from 'react';
import type { ${n.pascal}Patch, ${n.pascal}Record, New${n.pascal} } from '@shared/contracts/${n.name}';
import { ${n.camel} } from '@shared/contracts/plain/${n.name}';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import { pageSearch } from '@app/kit/list/list-query';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { ${n.camel}Resource } from './resource';

export interface ${n.pascal}Query {
  search: string;
}
export const DEFAULT_${n.upper}_QUERY: ${n.pascal}Query = { search: '' };

const search = (query: ${n.pascal}Query, page: number) => pageSearch(query, { name: 'asc' }, page);

/** The list by name, page by page, saved for offline. */
export function use${n.pascal}List(query: ${n.pascal}Query) {
  return useResourceList(${n.camel}Resource, { query, search });
}

/** One record by id, saved for offline. */
export function use${n.pascal}Record(id: string | undefined) {
  return useResourceRecord(${n.camel}Resource, id);
}

/** The area's writes; each keeps its Idempotency-Key until it succeeds. */
export function use${n.pascal}Mutations() {
  const { run, pending } = useMutationRunner();
  const create = useCallback(
    (body: New${n.pascal}): Promise<Outcome<${n.pascal}Record>> => run('create', body, (idempotencyKey) => api.call(${n.camel}.create, { body, idempotencyKey })),
    [run],
  );
  const update = useCallback(
    (id: string, body: ${n.pascal}Patch): Promise<Outcome<${n.pascal}Record>> =>
      run('update', { id, body }, (idempotencyKey) => api.call(${n.camel}.update, { params: { id }, body, idempotencyKey })),
    [run],
  );
  return { create, update, pending };
}
`;
}

function form(n: AreaNames): string {
  return `import { new${n.pascal}, type ${n.pascal}Record, type New${n.pascal}, type ${n.pascal}Patch } from '@shared/contracts/${n.name}';
import { defineForm, textValuesOf, type FormState } from '@app/kit/form/define-form';
import { defineFields, textBody } from '@app/kit/form/fields';

/** Every field as the form holds it: text, \`''\` for nothing typed. */
export type ${n.pascal}Field = 'name';
export type ${n.pascal}FormValues = Record<${n.pascal}Field, string>;

const EMPTY: ${n.pascal}FormValues = { name: '' };
const shape = new${n.pascal}.shape;

/** The body of a create. Called only once the form is valid. */
const toBody = (values: ${n.pascal}FormValues): New${n.pascal} => textBody(values, []);

/** Create and edit, checked with the contract's own schemas; an edit sends the version it was read at (a newer one is a 409). */
export const ${n.camel}Form = defineForm({
  namespace: '${n.name}',
  fields: ['name'] as const,
  checked: { name: shape.name },
  empty: EMPTY,
  fromRecord: (record: ${n.pascal}Record) => textValuesOf(EMPTY, record),
  toBody,
  toPatch: (values, record: ${n.pascal}Record): ${n.pascal}Patch => ({ ...toBody(values), version: record.version }),
});

export type ${n.pascal}FormState = FormState<${n.pascal}FormValues, ${n.pascal}Field>;

/** The fields of a record, on the create and the edit page alike: labels \`fields.<name>\`, test ids \`${n.name}-form-<name>\`. */
export const ${n.camel}Fields = defineFields<${n.pascal}FormValues>({
  namespace: '${n.name}',
  testIdPrefix: '${n.name}-form',
  schemas: shape,
  sections: [{ fields: [{ name: 'name' }] }],
});
`;
}

function listPage(n: AreaNames): string {
  return `import { P } from '@shared/permissions';
import { useTranslation } from '@app/lib/use-translation';
import { ListCard } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { DEFAULT_${n.upper}_QUERY, use${n.pascal}List } from './use-${n.name}';

export default function ${n.pascal}ListPage() {
  const { t } = useTranslation('${n.name}');
  return (
    <ListPage
      namespace="${n.name}"
      initial={DEFAULT_${n.upper}_QUERY}
      useList={use${n.pascal}List}
      filters={{ search: { placeholder: t('list.searchPlaceholder'), testId: '${n.name}-search' } }}
      create={{ path: '${n.pagePath}/new', permission: P.${n.permission}.create, testId: '${n.name}-create-button' }}
      testIdPrefix="${n.name}"
    >
      {(record) => <ListCard key={record.id} href={\`${n.pagePath}/\${record.id}\`} testId={\`${n.name}-card-\${record.id}\`} title={record.name} />}
    </ListPage>
  );
}
`;
}

function detailPage(n: AreaNames): string {
  return `import { IonButton } from '@ionic/react';
import { P } from '@shared/permissions';
import { formatDisplayDate } from '@shared/dates';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { Fact, FactList } from '@app/kit/record/FactList';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { ${n.camel}Resource } from './resource';

export default function ${n.pascal}DetailPage() {
  const { t, i18n } = useTranslation('${n.name}');
  const { profile } = useSession();
  // The id from the route, the record, and a reload when the admin comes back from the edit page.
  const page = useRecordPage(${n.camel}Resource);
  return (
    <RecordPage page={page} title={(value) => value?.name ?? t('detail.title')} backHref="${n.pagePath}" namespace="${n.name}" testIdPrefix="${n.name}">
      {(value) => (
        <div className="narrow-column" data-testid="${n.name}-detail">
          {can(profile, P.${n.permission}.edit) ? (
            <IonButton fill="outline" routerLink={\`${n.pagePath}/\${value.id}/edit\`} data-testid="${n.name}-edit-button">
              {t('detail.edit')}
            </IonButton>
          ) : null}
          <FactList>
            <Fact label={t('fields.name')} value={value.name} />
            <Fact label={t('detail.createdAt')} value={formatDisplayDate(value.createdAt, i18n.language)} />
          </FactList>
        </div>
      )}
    </RecordPage>
  );
}
`;
}

function createPage(n: AreaNames): string {
  return `import { createPageOf, saving } from '@app/kit/page/define-pages';
import { ${n.camel}Fields, ${n.camel}Form } from './${n.name}-form';
import { use${n.pascal}Mutations } from './use-${n.name}';

export default createPageOf(${n.camel}Form, {
  backHref: () => '${n.pagePath}',
  testIdPrefix: '${n.name}-create',
  submitTestId: '${n.name}-form-submit',
  useSave: () => saving(use${n.pascal}Mutations(), 'create'),
  done: (record) => ({ name: record.name }),
  savedPath: (record) => \`${n.pagePath}/\${record.id}\`,
  fields: ${n.camel}Fields,
});
`;
}

function editPage(n: AreaNames): string {
  return `import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { ${n.camel}Fields, ${n.camel}Form } from './${n.name}-form';
import { use${n.pascal}Mutations, use${n.pascal}Record } from './use-${n.name}';

export default editPageOf(${n.camel}Form, {
  useRecord: (id) => recordLoad(use${n.pascal}Record(id), 'data'),
  useSave: (id) => savingOf(use${n.pascal}Mutations(), 'update', id),
  recordPath: (id) => \`${n.pagePath}/\${id}\`,
  testIdPrefix: '${n.name}-edit',
  submitTestId: '${n.name}-form-submit',
  recordState: { testIdPrefix: '${n.name}' },
  fields: ${n.camel}Fields,
});
`;
}
