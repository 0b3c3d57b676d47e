import type { AreaNames } from './names';

const featurePath = (n: AreaNames, file: string) => `src/app/features/${n.name}/${file}`;

/**
 * The declaration, the data hooks, the form and the four pages, built on the kit. The create and edit pages are
 * written the way companies' are until the kit has its own create and edit pages.
 */
export function appFiles(n: AreaNames): { path: string; content: string }[] {
  return [
    { path: featurePath(n, 'area.ts'), content: area(n) },
    { path: featurePath(n, 'resource.ts'), content: resource(n) },
    { path: featurePath(n, `use-${n.name}.ts`), content: hooks(n) },
    { path: featurePath(n, `${n.name}-form.ts`), content: form(n) },
    { path: featurePath(n, `${n.pascal}Fields.tsx`), content: fields(n) },
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
import { encodeListParams } from '@shared/list-encode';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import { PAGE_SIZE } from '@app/kit/constants';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { ${n.camel}Resource } from './resource';

export interface ${n.pascal}Query {
  search: string;
}
export const DEFAULT_${n.upper}_QUERY: ${n.pascal}Query = { search: '' };

const search = (query: ${n.pascal}Query, page: number) =>
  encodeListParams({ filter: { search: query.search.trim() || undefined }, sort: { name: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });

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
  return `import { new${n.pascal}, type ${n.pascal}Record, type New${n.pascal} } from '@shared/contracts/${n.name}';
import { lengthLimits, problemKey } from '@app/kit/form/schema';
import { useForm } from '@app/kit/form/use-form';

/** Every field as the form holds it: text, \`''\` for nothing typed. */
export interface ${n.pascal}FormValues {
  name: string;
}
export type ${n.pascal}Field = keyof ${n.pascal}FormValues;

const FIELDS: readonly ${n.pascal}Field[] = ['name'];
export const EMPTY_${n.upper}_FORM: ${n.pascal}FormValues = { name: '' };
const shape = new${n.pascal}.shape;

export const ${n.camel}FormValues = (record: ${n.pascal}Record): ${n.pascal}FormValues => ({ name: record.name });

/** The local rules, as keys of the ${n.name} namespace; the server's schema is the same. */
function validate(values: ${n.pascal}FormValues): Partial<Record<${n.pascal}Field, string>> {
  return { name: problemKey('form.name', shape.name, values.name) };
}

/** The body of a create (and, with the version, of an edit). Call only once the form is valid. */
export const ${n.camel}Body = (values: ${n.pascal}FormValues): New${n.pascal} => ({ name: values.name.trim() });

/** Create and edit: the kit's form, limits read from the contract. */
export function use${n.pascal}Form(initial: ${n.pascal}FormValues) {
  const form = useForm<${n.pascal}FormValues, ${n.pascal}Field>({ namespace: '${n.name}', initial, fields: FIELDS, params: { name: lengthLimits(shape.name) } });
  const localErrors = () => validate(form.values);
  const hasErrors = () => Object.values(localErrors()).some(Boolean);
  return { ...form, hasErrors, visibleErrors: () => form.errorsFor(localErrors()) };
}

export type ${n.pascal}FormState = ReturnType<typeof use${n.pascal}Form>;
`;
}

function fields(n: AreaNames): string {
  return `import { useTranslation } from '@app/lib/use-translation';
import { new${n.pascal} } from '@shared/contracts/${n.name}';
import { TextField } from '@app/kit/form/TextField';
import type { ${n.pascal}FormState } from './${n.name}-form';

/** The fields of a record, on the create and the edit page alike. */
export function ${n.pascal}Fields({ form }: { form: ${n.pascal}FormState }) {
  const { t } = useTranslation('${n.name}');
  const errors = form.visibleErrors();
  return (
    <div className="stack-form">
      <TextField
        label={t('fields.name')}
        value={form.values.name}
        onValue={(value) => form.setField('name', value)}
        error={errors.name}
        schema={new${n.pascal}.shape.name}
        testId="${n.name}-form-name"
      />
    </div>
  );
}
`;
}

function listPage(n: AreaNames): string {
  return `import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { ListCard, ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { ListSearch } from '@app/kit/list/ListSearch';
import { DEFAULT_${n.upper}_QUERY, use${n.pascal}List } from './use-${n.name}';

export default function ${n.pascal}ListPage() {
  const { t } = useTranslation('${n.name}');
  const { profile } = useSession();
  const [query, setQuery] = useState(DEFAULT_${n.upper}_QUERY);
  const list = use${n.pascal}List(query);
  // Back from a record or the create page: a record may have changed.
  useViewReturn(() => void list.refresh());
  return (
    <ListPage
      namespace="${n.name}"
      list={list}
      filtered={query.search.trim() !== ''}
      onClearFilters={() => setQuery(DEFAULT_${n.upper}_QUERY)}
      filters={<ListSearch value={query.search} onChange={(search) => setQuery({ search })} placeholder={t('list.searchPlaceholder')} testId="${n.name}-search" />}
      actions={
        can(profile, P.${n.permission}.create) ? (
          <IonButton routerLink="${n.pagePath}/new" data-testid="${n.name}-create-button" aria-label={t('create.title')}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            <span className="hide-below-sm">{t('create.title')}</span>
          </IonButton>
        ) : null
      }
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
  return `import { IonButton, IonItem } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { P } from '@shared/permissions';
import { formatDisplayDate } from '@shared/dates';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
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
  const { profile } = useSession();
  const { id } = useParams<{ id: string }>();
  const { data, status, error, reload, source, fetchedAt, stale } = use${n.pascal}Record(id);
  // Back from the edit page: show what was just saved.
  useViewReturn(() => void reload());
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
        <div className="narrow-column" data-testid="${n.name}-detail">
          {can(profile, P.${n.permission}.edit) ? (
            <IonButton fill="outline" routerLink={\`${n.pagePath}/\${value.id}/edit\`} data-testid="${n.name}-edit-button">
              {t('detail.edit')}
            </IonButton>
          ) : null}
          <IonList inset>
            <Field label={t('fields.name')} value={value.name} />
            <Field label={t('detail.createdAt')} value={formatDisplayDate(value.createdAt, i18n.language)} />
          </IonList>
        </div>
      )}
    </RecordPage>
  );
}
`;
}

function createPage(n: AreaNames): string {
  return `import { type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { ${n.pascal}Fields } from './${n.pascal}Fields';
import { EMPTY_${n.upper}_FORM, ${n.camel}Body, use${n.pascal}Form } from './${n.name}-form';
import { use${n.pascal}Mutations } from './use-${n.name}';

export default function ${n.pascal}CreatePage() {
  const { t } = useTranslation('${n.name}');
  const router = useIonRouter();
  const form = use${n.pascal}Form(EMPTY_${n.upper}_FORM);
  const { create, pending } = use${n.pascal}Mutations();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    if (form.hasErrors()) {
      revealFirstInvalid(formElement);
      return;
    }
    const result = await create(${n.camel}Body(form.values));
    if (!result.ok) {
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('create.done', { name: result.value.name }), 'success');
    router.push(\`${n.pagePath}/\${result.value.id}\`, 'forward', 'replace');
  }

  return (
    <>
      <PageHeader title={t('create.title')} backHref="${n.pagePath}" />
      <IonContent className="page-content">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="${n.name}-create-form">
          <${n.pascal}Fields form={form} />
          <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'create'} data-testid="${n.name}-form-submit">
            {pending === 'create' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('create.submit')}
          </IonButton>
        </form>
      </IonContent>
    </>
  );
}
`;
}

function editPage(n: AreaNames): string {
  return `import { type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import type { ${n.pascal}Record } from '@shared/contracts/${n.name}';
import { useTranslation } from '@app/lib/use-translation';
import { goBackTo } from '@app/lib/navigation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { RecordState } from '@app/kit/record/RecordState';
import { ${n.pascal}Fields } from './${n.pascal}Fields';
import { ${n.camel}Body, ${n.camel}FormValues, use${n.pascal}Form } from './${n.name}-form';
import { use${n.pascal}Mutations, use${n.pascal}Record } from './use-${n.name}';

function EditForm({ record }: { record: ${n.pascal}Record }) {
  const { t } = useTranslation('${n.name}');
  const router = useIonRouter();
  const form = use${n.pascal}Form(${n.camel}FormValues(record));
  const { update, pending } = use${n.pascal}Mutations();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    if (form.hasErrors()) {
      revealFirstInvalid(formElement);
      return;
    }
    // Every field with the version it was read at: the server writes what changed, and a newer version is a 409.
    const result = await update(record.id, { ...${n.camel}Body(form.values), version: record.version });
    if (!result.ok) {
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('edit.done'), 'success');
    goBackTo(router, \`${n.pagePath}/\${record.id}\`);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="${n.name}-edit-form">
      <${n.pascal}Fields form={form} />
      <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'update'} data-testid="${n.name}-form-submit">
        {pending === 'update' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('common:save')}
      </IonButton>
    </form>
  );
}

export default function ${n.pascal}EditPage() {
  const { t } = useTranslation('${n.name}');
  const { id } = useParams<{ id: string }>();
  const { data, status, error, reload } = use${n.pascal}Record(id);
  return (
    <>
      <PageHeader title={t('edit.title')} backHref={\`${n.pagePath}/\${id ?? ''}\`} />
      <IonContent className="page-content">
        {data && status === 'ready' ? (
          <EditForm key={\`\${data.id}@\${data.version}\`} record={data} />
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="${n.name}" testIdPrefix="${n.name}" />
        )}
      </IonContent>
    </>
  );
}
`;
}
