import type { OwnerBankChange } from '@shared/contracts/owners';
import { useTranslation } from '@app/lib/use-translation';
import { digitGroups } from './bank-display';
import './owners.css';

function Digits({ value, testId }: { value: string; testId: string }) {
  return (
    <span className="owners-digits" data-testid={testId}>
      {digitGroups(value).map((group, i) => (
        <span key={i}>{group}</span>
      ))}
    </span>
  );
}

/**
 * The current and the new account of a waiting change, numbers in full: shown only to an admin who decides it (the
 * server sends `unmasked` to Owner approve alone), so they can check the new number against the owner's instruction.
 */
export function BankChangeNumbers({ change, full, testId }: { change: OwnerBankChange; full: NonNullable<OwnerBankChange['unmasked']>; testId: string }) {
  const { t } = useTranslation('owners');
  return (
    <dl className="owners-bank-numbers" data-testid={testId}>
      <div>
        <dt>{t('bankChange.numbers.current')}</dt>
        <dd>
          <span className="owners-bank-numbers__bank">{change.previousBankName ?? t('bankChange.noAccount')}</span>
          {full.previousAccountNumber ? <Digits value={full.previousAccountNumber} testId={`${testId}-previous`} /> : null}
        </dd>
      </div>
      <div>
        <dt>{t('bankChange.numbers.new')}</dt>
        <dd>
          <strong className="owners-bank-numbers__bank">{change.bankName}</strong>
          <Digits value={full.accountNumber} testId={`${testId}-new`} />
        </dd>
      </div>
    </dl>
  );
}
