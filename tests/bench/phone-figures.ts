import { measureLighthouse, type LighthousePage } from './lighthouse';
import { EMULATED_PHONE, measurePhoneSignIn } from './phone-sign-in';

/** DESIGN.md §10: what a phone sees. Budgets live here, not in the timed tests. */
const LIGHTHOUSE_BUDGET = 90;
const SIGN_IN_COLD_BUDGET_MS = 4000;
const SIGN_IN_WARM_BUDGET_MS = 1000;

type Line = (label: string, value: string, verdict?: string) => void;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const within = (ok: boolean, budget: string) => (ok ? `within ${budget} budget` : `MISSES ${budget} budget`);

const retriedNote = (r: LighthousePage) => (r.retried ? `; ${r.retried} failed Lighthouse run${r.retried > 1 ? 's' : ''} run again` : '');

function lighthouseLine(line: Line, page: string, r: LighthousePage): void {
  line(
    `Lighthouse 12 mobile performance, ${page}`,
    `${r.score} (LCP ${seconds(r.lcpMs)}, TBT ${Math.round(r.tbtMs)} ms)${retriedNote(r)}`,
    within(r.score >= LIGHTHOUSE_BUDGET, `≥ ${LIGHTHOUSE_BUDGET}`),
  );
}

/** Lighthouse on the sign-in page and the users list, then the sign-in form on the emulated phone. */
export async function reportPhoneFigures(line: Line): Promise<void> {
  try {
    const lh = await measureLighthouse();
    line(
      'Lighthouse 12 mobile performance, empty Ionic + React page',
      `${lh.floor.score} (LCP ${seconds(lh.floor.lcpMs)}, TBT ${Math.round(lh.floor.tbtMs)} ms)${retriedNote(lh.floor)}`,
      'the floor: what the stack allows on this machine now',
    );
    lighthouseLine(line, 'sign-in page', lh.signIn);
    lighthouseLine(line, 'users list (signed in)', lh.usersList);
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
}
