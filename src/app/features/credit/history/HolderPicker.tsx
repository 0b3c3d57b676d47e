import { useMemo, useState } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { PickerModal, type PickerOption } from '@app/kit/picker/PickerModal';
import { useHolderSearch } from './use-holder-search';

export interface HolderChoice {
  accountId: string;
  name: string;
  accountNumber: string;
}

interface HolderPickerProps {
  isOpen: boolean;
  value: string | null;
  onSelect(holder: HolderChoice): void;
  onClose(): void;
}

/** Picks one holder among thousands: the search runs on the server, the first matches are shown. */
export function HolderPicker({ isOpen, value, onSelect, onClose }: HolderPickerProps) {
  const { t } = useTranslation('credit');
  const [typed, setTyped] = useState('');
  const holders = useHolderSearch(typed);
  const options = useMemo<(PickerOption & HolderChoice)[]>(
    () => holders.items.map((h) => ({ value: h.accountId, label: h.name, detail: h.accountNumber, accountId: h.accountId, name: h.name, accountNumber: h.accountNumber })),
    [holders.items],
  );
  return (
    <PickerModal
      isOpen={isOpen}
      title={t('history.holderPickerTitle')}
      searchPlaceholder={t('history.holderSearch')}
      options={options}
      value={value}
      onSearch={setTyped}
      onSelect={(o) => onSelect({ accountId: o.accountId, name: o.name, accountNumber: o.accountNumber })}
      onClose={onClose}
      optionTestId={(o) => `credit-holder-option-${o.accountNumber}`}
      testId="credit-holder-picker"
    />
  );
}
