/**
 * The oracle of the randomized credit run: what the ledger must hold, kept in memory by rules simple
 * enough to be obviously right. The server is compared with it, never the other way round.
 */
export interface ModelRequest {
  accountId: string;
  kind: 'top_up' | 'deduction';
  amountSen: number;
  maker: number;
}

export interface ModelEntry {
  accountId: string;
  amountSen: number;
  kind: 'top_up' | 'deduction' | 'reversal';
  reversed: boolean;
}

export class CreditModel {
  readonly balance: Map<string, number>;
  readonly pending = new Map<string, ModelRequest>();
  /** Requests no longer pending, with what became of them: deciding one again must be refused. */
  readonly closed = new Map<string, { status: string; maker: number }>();
  readonly entries = new Map<string, ModelEntry>();

  constructor(holders: string[]) {
    this.balance = new Map(holders.map((h) => [h, 0]));
  }

  delta(r: ModelRequest): number {
    return r.kind === 'top_up' ? r.amountSen : -r.amountSen;
  }

  /** Whether approving now would take the balance below zero. */
  uncovered(r: ModelRequest): boolean {
    return this.balance.get(r.accountId)! + this.delta(r) < 0;
  }

  approved(id: string, entryId: string): void {
    const r = this.pending.get(id)!;
    this.balance.set(r.accountId, this.balance.get(r.accountId)! + this.delta(r));
    this.entries.set(entryId, { accountId: r.accountId, amountSen: this.delta(r), kind: r.kind, reversed: false });
    this.close(id, 'approved');
  }

  close(id: string, status: string): void {
    this.closed.set(id, { status, maker: this.pending.get(id)!.maker });
    this.pending.delete(id);
  }

  /** Why reversing the entry must be refused, or null when it must be posted. */
  refusesReversal(entry: ModelEntry): string | null {
    if (entry.kind === 'reversal') return 'a reversal';
    if (entry.reversed) return 'already reversed';
    if (this.balance.get(entry.accountId)! - entry.amountSen < 0) return 'balance too low';
    return null;
  }

  reversed(entryId: string, reversalId: string): void {
    const entry = this.entries.get(entryId)!;
    entry.reversed = true;
    this.balance.set(entry.accountId, this.balance.get(entry.accountId)! - entry.amountSen);
    this.entries.set(reversalId, { accountId: entry.accountId, amountSen: -entry.amountSen, kind: 'reversal', reversed: false });
  }
}
