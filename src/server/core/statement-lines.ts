import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@server/db/client';

/**
 * The owner statement past draft (approved, sent, or kept as superseded) that carries an expense, when one does: the
 * month an owner was charged it. The expenses area reads it here, never the owner statements area itself, to refuse
 * voiding what an owner has already been charged (issue 28).
 */
export async function statementOfExpense(db: Executor, expenseId: string): Promise<{ statementId: string; month: string } | null> {
  const [row] = rowsOf<{ id: string; month: string }>(
    await db.execute(sql`
      SELECT s.id::text AS id, s.month FROM owner_statement_lines l JOIN owner_statements s ON s.id = l.statement_id
      WHERE l.expense_id = ${expenseId} AND s.status <> 'draft'
      ORDER BY s.month, s.revision LIMIT 1`),
  );
  return row ? { statementId: row.id, month: row.month } : null;
}
