import { loadAverage, measureLighthouse, type LighthousePage } from './lighthouse';
import { measurePhoneInbox } from './phone-inbox';
import { EMULATED_PHONE, measurePhoneSignIn } from './phone-sign-in';

/** DESIGN.md §10: what a phone sees. Budgets live here, not in the timed tests. */
const LIGHTHOUSE_BUDGET = 90;
const SIGN_IN_COLD_BUDGET_MS = 4000;
const SIGN_IN_WARM_BUDGET_MS = 1000;
/** Issue 25: layout shift below Lighthouse's "good" threshold on every screen. */
const CLS_BUDGET = 0.1;
/** Issue 25: the approvals inbox, from a signed-in cookie with nothing cached, to its first card an admin can decide. */
const INBOX_COLD_BUDGET_MS = 4000;

type Line = (label: string, value: string, verdict?: string) => void;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const within = (ok: boolean, budget: string) => (ok ? `within ${budget} budget` : `MISSES ${budget} budget`);

const retriedNote = (r: LighthousePage) => (r.retried ? `; ${r.retried} failed Lighthouse run${r.retried > 1 ? 's' : ''} run again` : '');

/** The machine is shared: Lighthouse's simulated throttling moves with its load, so each figure says what it was. */
const load = (at = loadAverage()) => `load ${at}`;

function lighthouseLine(line: Line, page: string, r: LighthousePage): void {
  line(
    `Lighthouse 12 mobile performance, ${page}`,
    `${r.score} (LCP ${seconds(r.lcpMs)}, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)})${retriedNote(r)}`,
    `${within(r.score >= LIGHTHOUSE_BUDGET, `≥ ${LIGHTHOUSE_BUDGET}`)}; CLS ${within(r.cls < CLS_BUDGET, `< ${CLS_BUDGET}`)}; ${load(r.load)}`,
  );
}

/**
 * Lighthouse on the sign-in page and every signed-in screen on the demo data, the sign-in form on
 * the emulated phone, then the approvals inbox cold on the emulated phone.
 */
export async function reportPhoneFigures(line: Line): Promise<void> {
  try {
    const lh = await measureLighthouse();
    line(
      'Lighthouse 12 mobile performance, empty Ionic + React page',
      `${lh.floor.score} (LCP ${seconds(lh.floor.lcpMs)}, TBT ${Math.round(lh.floor.tbtMs)} ms)${retriedNote(lh.floor)}`,
      'the floor: what the stack allows on this machine now',
    );
    lighthouseLine(line, 'sign-in page', lh.signIn);
    for (const { screen, result } of lh.screens) lighthouseLine(line, `${screen.label} (signed in, demo data)`, result);
  } catch (err) {
    line('Lighthouse 12 mobile performance', 'not measured', err instanceof Error ? err.message : String(err));
  }
  const phone = `${EMULATED_PHONE.latencyMs} ms, ${EMULATED_PHONE.downKbps / 1000} Mbps, CPU ${EMULATED_PHONE.cpuSlowdown}× slower`;
  try {
    const r = await measurePhoneSignIn();
    line(`Sign-in usable, emulated phone (${phone}), cold`, seconds(r.coldMs), within(r.coldMs <= SIGN_IN_COLD_BUDGET_MS, `${SIGN_IN_COLD_BUDGET_MS / 1000} s`));
    line('  the same, warm (service worker)', seconds(r.warmMs), within(r.warmMs <= SIGN_IN_WARM_BUDGET_MS, `${SIGN_IN_WARM_BUDGET_MS / 1000} s`));
  } catch (err) {
    line('Sign-in usable, emulated phone', 'not measured', err instanceof Error ? err.message : String(err));
  }
  try {
    const r = await measurePhoneInbox();
    line(
      'inbox: first actionable card, cold, emulated phone',
      `${seconds(r.coldMs)} (${r.runsMs.map((m) => (m / 1000).toFixed(1)).join(', ')}; ${r.requests} requests)`,
      `${within(r.coldMs <= INBOX_COLD_BUDGET_MS, `≤ ${INBOX_COLD_BUDGET_MS / 1000} s`)}; ${load()}`,
    );
  } catch (err) {
    line('inbox: first actionable card, cold, emulated phone', 'not measured', err instanceof Error ? err.message : String(err));
  }
}
