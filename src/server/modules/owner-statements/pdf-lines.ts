import type { StatementLine, StatementLineData } from '@shared/contracts/owner-statements';
import type { PdfLanguage } from './pdf-words';
import { pdfMoney, type StatementPdfLine } from './pdf';

/**
 * A frozen statement line as the PDF prints it: its description worded in the owner's language from the working the
 * run kept in `data` (which nights, which rate, which basis), so the owner can check each line by hand.
 */

interface LineWords {
  channel: Record<string, string>;
  stay: (channel: string, kept: boolean) => string;
  commission: (channel: string) => string;
  cleaning: (collected: string, passThrough: boolean) => string;
  basis: Record<string, string>;
  fee: (pkg: string, rates: string, basis: string) => string;
  band: (rate: string, amount: string) => string;
  minimum: (computed: string, minimum: string) => string;
  category: Record<string, string>;
  shared: (n: number) => string;
  markup: (rate: string, amount: string) => string;
  carried: (month: string) => string;
  carriedBack: (month: string) => string;
  version: (n: number) => string;
}

const CHANNELS = { airbnb: 'Airbnb', booking: 'Booking.com', agoda: 'Agoda', expedia: 'Expedia' };

const EN: LineWords = {
  channel: { ...CHANNELS, direct: 'direct booking', walk_in: 'walk-in', other: 'other channel' },
  stay: (channel, kept) => `Stay, ${channel}${kept ? ' (cancelled: amount kept)' : ''}`,
  commission: (channel) => `Commission, ${channel}`,
  cleaning: (collected, passThrough) => (passThrough ? `Cleaning fees ${collected}, passed to the cleaner` : `Cleaning fees collected`),
  basis: { gross: 'gross', net_of_commission: 'net of commission', accommodation_only: 'accommodation only' },
  fee: (pkg, rates, basis) => `${pkg}: ${rates} (${basis})`,
  band: (rate, amount) => `${rate} of ${amount}`,
  minimum: (computed, minimum) => `computed ${computed}, minimum ${minimum} applies`,
  category: { cleaning: 'Cleaning', laundry: 'Laundry', repairs: 'Repairs', utilities: 'Utilities', internet: 'Internet', supplies: 'Supplies', furnishing: 'Furnishing', commission: 'Commission', marketing: 'Marketing', other: 'Other' },
  shared: (n) => `shared by ${n} units`,
  markup: (rate, amount) => `Markup ${rate} of ${amount}`,
  carried: (month) => `Carried from ${month}`,
  carriedBack: (month) => `Given back: the balance of ${month}, lowered by its revision`,
  version: (n) => `v${n}`,
};

const ZH: LineWords = {
  channel: { ...CHANNELS, direct: '直接预订', walk_in: '现场入住', other: '其他渠道' },
  stay: (channel, kept) => `住宿，${channel}${kept ? '（已取消：保留金额）' : ''}`,
  commission: (channel) => `佣金，${channel}`,
  cleaning: (collected, passThrough) => (passThrough ? `清洁费 ${collected}，转付清洁工` : '已收清洁费'),
  basis: { gross: '总收入', net_of_commission: '扣除佣金后', accommodation_only: '仅住宿' },
  fee: (pkg, rates, basis) => `${pkg}：${rates}（${basis}）`,
  band: (rate, amount) => `${amount} 的 ${rate}`,
  minimum: (computed, minimum) => `计算为 ${computed}，按最低 ${minimum} 收取`,
  category: { cleaning: '清洁', laundry: '洗衣', repairs: '维修', utilities: '水电', internet: '网络', supplies: '用品', furnishing: '家具', commission: '佣金', marketing: '营销', other: '其他' },
  shared: (n) => `${n} 个单位分摊`,
  markup: (rate, amount) => `${amount} 加价 ${rate}`,
  carried: (month) => `${month} 结转`,
  carriedBack: (month) => `退回：${month} 的结余经修订后减少`,
  version: (n) => `第 ${n} 版`,
};

const MS: LineWords = {
  channel: { ...CHANNELS, direct: 'tempahan terus', walk_in: 'walk-in', other: 'saluran lain' },
  stay: (channel, kept) => `Penginapan, ${channel}${kept ? ' (dibatalkan: amaun disimpan)' : ''}`,
  commission: (channel) => `Komisen, ${channel}`,
  cleaning: (collected, passThrough) => (passThrough ? `Yuran pembersihan ${collected}, diserahkan kepada pembersih` : 'Yuran pembersihan dikutip'),
  basis: { gross: 'kasar', net_of_commission: 'bersih selepas komisen', accommodation_only: 'penginapan sahaja' },
  fee: (pkg, rates, basis) => `${pkg}: ${rates} (${basis})`,
  band: (rate, amount) => `${rate} daripada ${amount}`,
  minimum: (computed, minimum) => `dikira ${computed}, minimum ${minimum} dikenakan`,
  category: { cleaning: 'Pembersihan', laundry: 'Dobi', repairs: 'Pembaikan', utilities: 'Utiliti', internet: 'Internet', supplies: 'Bekalan', furnishing: 'Perabot', commission: 'Komisen', marketing: 'Pemasaran', other: 'Lain-lain' },
  shared: (n) => `dikongsi ${n} unit`,
  markup: (rate, amount) => `Caj tambahan ${rate} daripada ${amount}`,
  carried: (month) => `Dibawa dari ${month}`,
  carriedBack: (month) => `Dikembalikan: baki ${month} dikurangkan oleh semakannya`,
  version: (n) => `v${n}`,
};

const WORDS: Record<PdfLanguage, LineWords> = { 'en-US': EN, 'zh-CN': ZH, 'ms-MY': MS };

/** `20%`, `12.5%`: basis points as a percentage, without trailing zeros. */
export function percent(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

function describe(kind: StatementLine['kind'], d: StatementLineData, language: PdfLanguage): string {
  const w = WORDS[language];
  const money = (sen: number) => pdfMoney(sen, language);
  const channel = d.channel ? (w.channel[d.channel] ?? d.channel) : '';
  switch (kind) {
    case 'stay':
      return w.stay(channel, d.kept === true);
    case 'commission':
      return w.commission(channel);
    case 'cleaning':
      return w.cleaning(money(d.collectedSen ?? 0), d.passThrough === true);
    case 'management_fee': {
      const bands = d.bands ?? [];
      const rates =
        bands.length > 1 ? bands.map((b) => w.band(percent(b.rateBp), money(b.amountSen))).join('; ') : w.band(percent(d.rateBp ?? 0), money(d.basisSen ?? 0));
      const pkg = `${d.packageName ?? ''} ${d.versionNumber ? w.version(d.versionNumber) : ''}`.trim();
      const text = w.fee(pkg, rates, d.feeBasis ? w.basis[d.feeBasis] : '');
      return d.minimumApplied && d.minimumSen != null ? `${text}; ${w.minimum(money(d.computedFeeSen ?? 0), money(d.minimumSen))}` : text;
    }
    case 'expense': {
      const parts = [d.category ? w.category[d.category] : '', d.payee ?? '', d.description ?? ''].filter(Boolean);
      const shared = d.sharedBy && d.sharedBy > 1 ? ` (${w.shared(d.sharedBy)})` : '';
      return `${parts.join(', ')}${shared}`;
    }
    case 'expense_markup':
      return w.markup(percent(d.markupBp ?? 0), money(d.basisSen ?? 0));
    case 'carry_forward':
      return w.carried(d.fromMonth ?? '');
    case 'adjustment':
      return d.fromMonth ? w.carriedBack(d.fromMonth) : (d.reason ?? '');
    default:
      return d.reason ?? '';
  }
}

/** The frozen line as printed. */
export function pdfLine(line: StatementLine, language: PdfLanguage): StatementPdfLine {
  const d = line.data;
  const stayDates = d.checkIn && d.checkOut;
  return {
    kind: line.kind,
    description: describe(line.kind, d, language),
    unitNumber: d.unitNumber ?? null,
    stay: (line.kind === 'stay' || line.kind === 'commission') && stayDates ? { code: d.reservationCode ?? '', checkIn: d.checkIn!, checkOut: d.checkOut!, nightsInMonth: d.nights ?? 0 } : null,
    date: d.expenseDate ?? null,
    amountSen: line.amountSen,
  };
}
