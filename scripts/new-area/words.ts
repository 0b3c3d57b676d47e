import type { AreaNames } from './names';

type Section = Record<string, string>;
type Words = { list: Section; detail: Section; fields: Section; form: Section; create: Section; edit: Section };

/*
 * Every key the kit's ListPage and RecordPage read, and those of the skeleton's pages and form, but the kit's own words
 * ("Load more", "Edit", "Changes saved", "… has been created": locales/<lang>/kit.json), which every area falls back to.
 * The area's name stays in English in zh-CN and ms-MY until someone translates it.
 */
function english({ title }: AreaNames): Words {
  const plain = title.toLowerCase();
  return {
    list: {
      title,
      searchPlaceholder: 'Search by name',
      count_one: '{{count}} record',
      count_other: '{{count}} records',
      loading: `Loading ${plain}`,
      loadingMore: `Loading more ${plain}`,
      errorTitle: `The ${plain} could not be loaded`,
      emptyTitle: `No ${plain} yet`,
      emptyDetail: 'Records you add appear here.',
      emptyFilteredTitle: 'Nothing matches',
      emptyFilteredDetail: 'Try another search.',
      clearFilters: 'Clear search',
    },
    detail: { title: 'Record', loading: 'Loading the record', errorTitle: 'The record could not be loaded', createdAt: 'Created' },
    fields: { name: 'Name' },
    form: { nameRequired: 'Please enter the name', nameTooLong: 'The name must be at most {{max}} characters' },
    create: { title: 'New record', submit: 'Create' },
    edit: { title: 'Edit record' },
  };
}

function chinese({ title }: AreaNames): Words {
  return {
    list: {
      title: `${title} 列表`,
      searchPlaceholder: '按名称搜索',
      count_other: '共 {{count}} 条记录',
      loading: `正在加载 ${title}`,
      loadingMore: `正在加载更多 ${title}`,
      errorTitle: `无法加载 ${title}`,
      emptyTitle: `暂无 ${title}`,
      emptyDetail: '添加的记录会显示在这里。',
      emptyFilteredTitle: '没有匹配的记录',
      emptyFilteredDetail: '请尝试其他搜索。',
      clearFilters: '清除搜索',
    },
    detail: { title: '记录', loading: '正在加载记录', errorTitle: '无法加载该记录', createdAt: '创建时间' },
    fields: { name: '名称' },
    form: { nameRequired: '请输入名称', nameTooLong: '名称最多 {{max}} 个字符' },
    create: { title: '新建记录', submit: '创建' },
    edit: { title: '编辑记录' },
  };
}

function malay({ title }: AreaNames): Words {
  return {
    list: {
      title: `Senarai ${title}`,
      searchPlaceholder: 'Cari mengikut nama',
      count_one: '{{count}} rekod',
      count_other: '{{count}} rekod',
      loading: `Memuatkan ${title}`,
      loadingMore: `Memuatkan lagi ${title}`,
      errorTitle: `${title} tidak dapat dimuatkan`,
      emptyTitle: `Belum ada ${title}`,
      emptyDetail: 'Rekod yang anda tambah dipaparkan di sini.',
      emptyFilteredTitle: 'Tiada yang sepadan',
      emptyFilteredDetail: 'Cuba carian lain.',
      clearFilters: 'Kosongkan carian',
    },
    detail: { title: 'Rekod', loading: 'Memuatkan rekod', errorTitle: 'Rekod tidak dapat dimuatkan', createdAt: 'Dicipta' },
    fields: { name: 'Nama' },
    form: { nameRequired: 'Sila masukkan nama', nameTooLong: 'Nama mestilah tidak melebihi {{max}} aksara' },
    create: { title: 'Rekod baharu', submit: 'Cipta' },
    edit: { title: 'Sunting rekod' },
  };
}

const LANGUAGES = { 'en-US': english, 'zh-CN': chinese, 'ms-MY': malay } as const;

/** locales/<lang>/<name>.json in the three languages. */
export function wordFiles(n: AreaNames): { path: string; content: string }[] {
  return Object.entries(LANGUAGES).map(([language, words]) => ({
    path: `src/app/locales/${language}/${n.name}.json`,
    content: `${JSON.stringify(words(n), null, 2)}\n`,
  }));
}
