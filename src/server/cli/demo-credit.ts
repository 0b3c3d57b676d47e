/**
 * Credit for the demo holders: a ledger history approved by the finance admin (Tan Wei Ming), and pending
 * requests made by the owners admin (Lim Mei Ling, who may ask but not approve), so an approver — the
 * first admin or Tan Wei Ming — has something to decide. Amounts are sen; days are before the seed runs.
 * These seven are told by hand; the other demo holders get a generated year (demo-ledger.ts).
 */
export const CREDIT_MAKER_EMAIL = 'meiling.owners@stayops.my';
export const CREDIT_CHECKER_EMAIL = 'weiming.finance@stayops.my';
/** Who asks for the generated holders' credit, in turn: the owners admin and the two credit-desk admins. */
export const CREDIT_MAKER_EMAILS = [CREDIT_MAKER_EMAIL, 'huda.credit@stayops.my', 'jeevan.credit@stayops.my'];
/** Waiting requests among the generated holders; with the hand-told ones, 30 wait for an approver. */
export const GENERATED_PENDING = 20;

export interface DemoCreditStep {
  kind: 'top_up' | 'deduction';
  amountSen: number;
  reason: string;
  daysAgo: number;
  /** Approved and posted; otherwise left pending. */
  approved: boolean;
  /** Reversed by the checker this many days after it was posted (a mistake corrected). */
  reversedAfterDays?: number;
  reversalReason?: string;
}

export interface DemoCreditHolder {
  email: string;
  steps: DemoCreditStep[];
}

const approved = (kind: DemoCreditStep['kind'], amountSen: number, reason: string, daysAgo: number): DemoCreditStep => ({ kind, amountSen, reason, daysAgo, approved: true });
const pending = (kind: DemoCreditStep['kind'], amountSen: number, reason: string, daysAgo: number): DemoCreditStep => ({ kind, amountSen, reason, daysAgo, approved: false });

export const DEMO_CREDIT: DemoCreditHolder[] = [
  {
    email: 'kokwah.owner@demo.my',
    steps: [
      approved('top_up', 150_000, 'Owner stay refund, unit A-12-03 (March)', 120),
      approved('deduction', 32_000, 'Deep cleaning after owner stay', 95),
      approved('top_up', 80_000, 'Goodwill credit: air-conditioner repair delay', 60),
      pending('deduction', 45_000, 'Replacement sofa bed, unit A-12-03', 1),
    ],
  },
  {
    email: 'rosnah.owner@demo.my',
    steps: [
      approved('top_up', 50_000, 'Kredit pemilik: bayaran balik penginapan', 80),
      { ...approved('top_up', 500_000, 'Deposit keyed as credit by mistake', 30), reversedAfterDays: 1, reversalReason: 'Wrong amount keyed: the deposit is RM 500, not RM 5,000' },
      approved('top_up', 50_000, 'Deposit RM 500 (corrected)', 29),
      pending('top_up', 12_000, 'Laundry overcharge refund, March', 2),
    ],
  },
  {
    email: 'cheekeong.agent@demo.my',
    steps: [
      approved('top_up', 60_000, 'Agent commission advance, Q1', 150),
      approved('deduction', 15_500, 'Cancelled booking: commission clawback', 70),
      pending('top_up', 25_000, 'Commission for 3 direct bookings (April)', 3),
      pending('deduction', 5_000, 'Late cancellation penalty, booking DB-2041', 0),
    ],
  },
  {
    email: 'siewling.agent@demo.my',
    steps: [
      approved('top_up', 40_000, 'Referral bonus: corporate client', 45),
      pending('top_up', 18_800, 'Referral bonus: Chinese New Year package', 1),
    ],
  },
  {
    email: 'priya.guest@demo.my',
    steps: [
      approved('top_up', 20_000, 'VIP welcome credit', 190),
      approved('deduction', 8_000, 'Early check-in fee', 12),
      pending('top_up', 10_000, 'Birthday stay voucher', 2),
      pending('deduction', 3_500, 'Extra towels and amenities', 0),
    ],
  },
  {
    email: 'boonhock.buyer@demo.my',
    steps: [
      approved('top_up', 30_000, 'Referral bonus: two units let through him', 210),
      approved('deduction', 12_000, 'Parking bay rental, December', 140),
      pending('top_up', 100_000, 'Booking deposit received by bank transfer', 4),
      pending('top_up', 7_500, 'Overpayment refund, invoice INV-0932', 2),
    ],
  },
  {
    email: 'saravanan.rider@demo.my',
    steps: [
      approved('top_up', 15_000, 'Fuel allowance top-up (January)', 300),
      approved('deduction', 6_000, 'Helmet and delivery bag', 280),
      pending('top_up', 15_000, 'Fuel allowance top-up (May)', 1),
    ],
  },
];
