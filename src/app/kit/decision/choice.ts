/** An approve-or-reject decision (a queue card, an inbox card): what the admin chose and why. */
export type Choice = 'approve' | 'reject';

export interface ChoiceInput {
  decision: Choice;
  remark: string;
}

/** The state an approve-or-reject decision leaves its record in. */
export const decidedState = (choice: Choice) => (choice === 'approve' ? 'approved' : 'rejected');
