import type { AreaNames } from './names';

type Words = { list: Record<string, string>; detail: Record<string, string> };

/*
 * Every key the kit's ListPage and RecordPage read, and the two fields of the skeleton's record.
 * The area's name stays in English in zh-CN and ms-MY until someone translates it.
 */
function english({ title }: AreaNames): Words {
  const plain = title.toLowerCase();
  return {
    list: {
      title,
      count_one: '{{count}} record',
      count_other: '{{count}} records',
      loading: `Loading ${plain}`,
      loadingMore: `Loading more ${plain}`,
      loadMoreRetry: 'Load more',
      errorTitle: `The ${plain} could not be loaded`,
      emptyTitle: `No ${plain} yet`,
      emptyDetail: 'Records you add appear here.',
      emptyFilteredTitle: 'Nothing matches',
      emptyFilteredDetail: 'Try another search or filter.',
      clearFilters: 'Clear search and filters',
    },
    detail: { title: 'Record', loading: 'Loading the record', errorTitle: 'The record could not be loaded', name: 'Name', createdAt: 'Created' },
  };
}

function chinese({ title }: AreaNames): Words {
  return {
    list: {
      title: `${title} 列表`,
      count_other: '共 {{count}} 条记录',
      loading: `正在加载 ${title}`,
      loadingMore: `正在加载更多 ${title}`,
      loadMoreRetry: '加载更多',
      errorTitle: `无法加载 ${title}`,
      emptyTitle: `暂无 ${title}`,
      emptyDetail: '添加的记录会显示在这里。',
      emptyFilteredTitle: '没有匹配的记录',
      emptyFilteredDetail: '请尝试其他搜索或筛选条件。',
      clearFilters: '清除搜索和筛选',
    },
    detail: { title: '记录', loading: '正在加载记录', errorTitle: '无法加载该记录', name: '名称', createdAt: '创建时间' },
  };
}

function malay({ title }: AreaNames): Words {
  return {
    list: {
      title: `Senarai ${title}`,
      count_one: '{{count}} rekod',
      count_other: '{{count}} rekod',
      loading: `Memuatkan ${title}`,
      loadingMore: `Memuatkan lagi ${title}`,
      loadMoreRetry: 'Muat lagi',
      errorTitle: `${title} tidak dapat dimuatkan`,
      emptyTitle: `Belum ada ${title}`,
      emptyDetail: 'Rekod yang anda tambah dipaparkan di sini.',
      emptyFilteredTitle: 'Tiada yang sepadan',
      emptyFilteredDetail: 'Cuba carian atau penapis lain.',
      clearFilters: 'Kosongkan carian dan penapis',
    },
    detail: { title: 'Rekod', loading: 'Memuatkan rekod', errorTitle: 'Rekod tidak dapat dimuatkan', name: 'Nama', createdAt: 'Dicipta' },
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
