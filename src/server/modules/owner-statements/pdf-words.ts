/**
 * The words printed on an owner statement PDF, in the owner's language. The server has no i18next of its own (its
 * answers carry codes and the app words them), but a PDF is read away from the app, so its few labels live here, one
 * table per language the app speaks (en-US, zh-CN, ms-MY). Month names and dates are not here: they come from Intl.
 */

export type PdfLanguage = 'en-US' | 'zh-CN' | 'ms-MY';

export const PDF_LANGUAGES: readonly PdfLanguage[] = ['en-US', 'zh-CN', 'ms-MY'];

export interface PdfWords {
  statementTitle: string;
  yearSummaryTitle: string;
  ssm: string;
  sst: string;
  sstNone: string;
  statementFor: string;
  month: string;
  year: string;
  revision: (n: number) => string;
  supersedes: (n: number, reason: string) => string;
  approvedOn: (date: string, by: string) => string;
  draft: string;
  summary: string;
  section: {
    revenue: string;
    commission: string;
    fees: string;
    cleaning: string;
    expenses: string;
    installments: string;
    adjustments: string;
    carried: string;
  };
  subtotal: string;
  /** `Label: value`, with the language's colon. */
  labelled: (label: string, value: string) => string;
  netPayout: string;
  paidTo: string;
  bank: string;
  accountHolder: string;
  accountNumber: string;
  noBank: string;
  carriedToNextMonth: (amount: string) => string;
  details: string;
  colUnit: string;
  colStay: string;
  colDescription: string;
  colAmount: string;
  nights: (n: number) => string;
  noLines: string;
  page: (n: number, of: number) => string;
  yearCols: { month: string; revenue: string; fees: string; expenses: string; installments: string; other: string; payout: string };
  noStatement: string;
  yearTotal: string;
  asOf: (date: string) => string;
  yearNotes: string;
}

const EN: PdfWords = {
  statementTitle: 'Owner statement',
  yearSummaryTitle: 'Owner year summary',
  ssm: 'SSM reg. no.',
  sst: 'SST reg. no.',
  sstNone: 'Not registered for SST',
  statementFor: 'Statement for',
  month: 'Month',
  year: 'Year',
  revision: (n) => `Revision ${n}`,
  supersedes: (n, reason) => (reason ? `Supersedes revision ${n}: ${reason}` : `Supersedes revision ${n}`),
  approvedOn: (date, by) => `Approved on ${date} by ${by}`,
  draft: 'DRAFT: not approved, figures may change',
  summary: 'Summary',
  section: {
    revenue: 'Stay revenue',
    commission: 'Channel commission',
    fees: 'Management fee',
    cleaning: 'Cleaning',
    expenses: 'Expenses and markup',
    installments: 'Installments',
    adjustments: 'Adjustments',
    carried: 'Carried from earlier months',
  },
  subtotal: 'Subtotal',
  labelled: (label, value) => `${label}: ${value}`,
  netPayout: 'Net payout',
  paidTo: 'Paid to',
  bank: 'Bank',
  accountHolder: 'Account holder',
  accountNumber: 'Account no.',
  noBank: 'No bank account on file',
  carriedToNextMonth: (amount) => `Nothing is paid this month: ${amount} is carried to next month's statement.`,
  details: 'Details',
  colUnit: 'Unit',
  colStay: 'Stay / date',
  colDescription: 'Description',
  colAmount: 'Amount',
  nights: (n) => (n === 1 ? '1 night' : `${n} nights`),
  noLines: 'No lines this month.',
  page: (n, of) => `Page ${n} of ${of}`,
  yearCols: { month: 'Month', revenue: 'Revenue', fees: 'Commission and fees', expenses: 'Expenses', installments: 'Installments', other: 'Other', payout: 'Payout' },
  noStatement: 'No statement',
  yearTotal: 'Year total',
  asOf: (date) => `As of ${date}`,
  yearNotes:
    'Fees are channel commission, management fee and cleaning. Other is adjustments and amounts carried from earlier months. Each month is its latest approved statement.',
};

const ZH: PdfWords = {
  statementTitle: '业主结算单',
  yearSummaryTitle: '业主年度汇总',
  ssm: 'SSM 注册号',
  sst: 'SST 注册号',
  sstNone: '未注册 SST',
  statementFor: '业主',
  month: '月份',
  year: '年份',
  revision: (n) => `第 ${n} 版`,
  supersedes: (n, reason) => (reason ? `取代第 ${n} 版：${reason}` : `取代第 ${n} 版`),
  approvedOn: (date, by) => `${date} 由 ${by} 批准`,
  draft: '草稿：尚未批准，金额可能变动',
  summary: '汇总',
  section: {
    revenue: '住宿收入',
    commission: '渠道佣金',
    fees: '管理费',
    cleaning: '清洁费',
    expenses: '费用及加价',
    installments: '分期扣款',
    adjustments: '调整',
    carried: '往月结转',
  },
  subtotal: '小计',
  labelled: (label, value) => `${label}：${value}`,
  netPayout: '应付净额',
  paidTo: '付款至',
  bank: '银行',
  accountHolder: '户名',
  accountNumber: '账号',
  noBank: '未登记银行账户',
  carriedToNextMonth: (amount) => `本月不付款：${amount} 结转至下月结算单。`,
  details: '明细',
  colUnit: '单位',
  colStay: '入住 / 日期',
  colDescription: '说明',
  colAmount: '金额',
  nights: (n) => `${n} 晚`,
  noLines: '本月没有明细。',
  page: (n, of) => `第 ${n} 页，共 ${of} 页`,
  yearCols: { month: '月份', revenue: '收入', fees: '佣金及费用', expenses: '费用', installments: '分期', other: '其他', payout: '付款' },
  noStatement: '无结算单',
  yearTotal: '全年合计',
  asOf: (date) => `截至 ${date}`,
  yearNotes: '佣金及费用包括渠道佣金、管理费和清洁费。其他包括调整和往月结转。每月取最新批准的结算单。',
};

const MS: PdfWords = {
  statementTitle: 'Penyata pemilik',
  yearSummaryTitle: 'Ringkasan tahunan pemilik',
  ssm: 'No. pendaftaran SSM',
  sst: 'No. pendaftaran SST',
  sstNone: 'Tidak berdaftar SST',
  statementFor: 'Penyata untuk',
  month: 'Bulan',
  year: 'Tahun',
  revision: (n) => `Semakan ${n}`,
  supersedes: (n, reason) => (reason ? `Menggantikan semakan ${n}: ${reason}` : `Menggantikan semakan ${n}`),
  approvedOn: (date, by) => `Diluluskan pada ${date} oleh ${by}`,
  draft: 'DRAF: belum diluluskan, angka mungkin berubah',
  summary: 'Ringkasan',
  section: {
    revenue: 'Hasil penginapan',
    commission: 'Komisen saluran',
    fees: 'Yuran pengurusan',
    cleaning: 'Pembersihan',
    expenses: 'Perbelanjaan dan caj tambahan',
    installments: 'Ansuran',
    adjustments: 'Pelarasan',
    carried: 'Dibawa dari bulan terdahulu',
  },
  subtotal: 'Jumlah kecil',
  labelled: (label, value) => `${label}: ${value}`,
  netPayout: 'Bayaran bersih',
  paidTo: 'Dibayar kepada',
  bank: 'Bank',
  accountHolder: 'Pemegang akaun',
  accountNumber: 'No. akaun',
  noBank: 'Tiada akaun bank dalam rekod',
  carriedToNextMonth: (amount) => `Tiada bayaran bulan ini: ${amount} dibawa ke penyata bulan depan.`,
  details: 'Butiran',
  colUnit: 'Unit',
  colStay: 'Penginapan / tarikh',
  colDescription: 'Keterangan',
  colAmount: 'Amaun',
  nights: (n) => `${n} malam`,
  noLines: 'Tiada butiran bulan ini.',
  page: (n, of) => `Halaman ${n} daripada ${of}`,
  yearCols: { month: 'Bulan', revenue: 'Hasil', fees: 'Komisen dan yuran', expenses: 'Perbelanjaan', installments: 'Ansuran', other: 'Lain-lain', payout: 'Bayaran' },
  noStatement: 'Tiada penyata',
  yearTotal: 'Jumlah tahunan',
  asOf: (date) => `Setakat ${date}`,
  yearNotes:
    'Yuran ialah komisen saluran, yuran pengurusan dan pembersihan. Lain-lain ialah pelarasan dan amaun dibawa dari bulan terdahulu. Setiap bulan ialah penyata terkini yang diluluskan.',
};

const WORDS: Record<PdfLanguage, PdfWords> = { 'en-US': EN, 'zh-CN': ZH, 'ms-MY': MS };

export function pdfWords(language: PdfLanguage): PdfWords {
  return WORDS[language];
}
