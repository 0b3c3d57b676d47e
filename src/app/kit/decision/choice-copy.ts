import { KIT_WORDS } from '../words';
import type { Choice } from './choice';
import type { QueueDecisionCopy } from './use-queue-decision';

/** Translates in the deciding area's namespace; `kit:` keys reach the kit's words. */
export type DecisionWords = (key: string, values?: Record<string, unknown>) => string;

/** The kit's word for a decision's verb (`approve`, `reject`, `cancel`), when the area has none of its own. */
export const kitDecisionWord = (t: DecisionWords, verb: string) => t(`${KIT_WORDS}:decision.${verb}`);

/**
 * The prompt of an approve-or-reject decision, from the area's keys under `prefix` (`<choice>Title`, `<choice>Message`,
 * `<choice>Done`, and `<choice>` for the button). The area's words win; a key it leaves out is the kit's ("Approve?",
 * the button Approve, the toast "Decision applied"), so a new decision needs only the words that are its own.
 */
export function choiceCopy(t: DecisionWords, prefix: string, choice: Choice, values: Record<string, unknown> = {}): QueueDecisionCopy {
  return {
    header: t(`${prefix}.${choice}Title`, { ...values, defaultValue: kitDecisionWord(t, `${choice}Title`) }),
    message: t(`${prefix}.${choice}Message`, { ...values, defaultValue: kitDecisionWord(t, `${choice}Message`) }),
    confirm: t(`${prefix}.${choice}`, { defaultValue: kitDecisionWord(t, choice) }),
    done: t(`${prefix}.${choice}Done`, { ...values, defaultValue: kitDecisionWord(t, 'done') }),
  };
}
