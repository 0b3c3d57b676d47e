import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { IonNote } from '@app/ionic/ion-note';
import { useTranslation } from '@app/lib/use-translation';
import type { FreeUnit } from '@shared/contracts/free-stay';
import { useRoomTypeUnits } from './use-room-type-units';

interface Props {
  requestId: string;
  roomTypeId: string;
  roomTypeName: string;
  /**
   * The room type's units free on every night of the request, as the server read them with it: only these are
   * offered (a booked unit never is). Null: not known (a request saved before), the room type's active units are.
   */
  options: FreeUnit[] | null;
  value: string | null;
  onChange(unit: FreeUnit): void;
  /** Approve was tapped before a unit was chosen. */
  missing: boolean;
}

/**
 * The approver picks the unit: for a room-type request, or when the request's own unit is taken. One of the room
 * type's units free for the request's nights, chosen before approving; with none free, it says so.
 */
export function UnitChoice({ requestId, roomTypeId, roomTypeName, options, value, onChange, missing }: Props) {
  const { t } = useTranslation('free-stay');
  const loaded = useRoomTypeUnits(options ? null : roomTypeId);
  const units = options ?? loaded.units;
  const status = options ? 'ready' : loaded.status;
  if (options && !options.length) {
    return (
      <p className="free-stay-approval-card__full" role="note" data-testid={`free-stay-no-free-unit-${requestId}`}>
        {t('approval.noFreeUnit', { roomType: roomTypeName })}
      </p>
    );
  }
  if (status === 'error' && !units.length) {
    return (
      <IonNote color="danger" className="free-stay-unit-choice__note" data-testid={`free-stay-units-error-${requestId}`}>
        {t('approval.unitsUnavailable')}
      </IonNote>
    );
  }
  return (
    <div className="free-stay-unit-choice">
      <IonSelect
        label={options ? t('approval.chooseFreeUnit', { roomType: roomTypeName, count: options.length }) : t('approval.chooseUnit', { roomType: roomTypeName })}
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        placeholder={status === 'loading' && !units.length ? t('approval.loadingUnits') : t('approval.unitPlaceholder')}
        value={value}
        onIonChange={(e) => {
          const unit = units.find((u) => u.id === String(e.detail.value));
          if (unit) onChange(unit);
        }}
        className={missing ? 'ion-invalid ion-touched' : undefined}
        errorText={missing ? t('approval.unitRequired') : undefined}
        data-testid={`free-stay-unit-choice-${requestId}`}
      >
        {units.map((unit) => (
          <IonSelectOption key={unit.id} value={unit.id}>
            {unit.unitNumber}
          </IonSelectOption>
        ))}
      </IonSelect>
    </div>
  );
}
