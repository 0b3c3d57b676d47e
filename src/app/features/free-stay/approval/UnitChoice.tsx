import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { IonNote } from '@app/ionic/ion-note';
import { useTranslation } from '@app/lib/use-translation';
import { useRoomTypeUnits } from './use-room-type-units';

interface Props {
  requestId: string;
  roomTypeId: string;
  roomTypeName: string;
  value: string | null;
  onChange(unitId: string): void;
  /** Approve was tapped before a unit was chosen. */
  missing: boolean;
}

/** A room-type request leaves the unit to the approver: one of the room type's units, chosen before approving. */
export function UnitChoice({ requestId, roomTypeId, roomTypeName, value, onChange, missing }: Props) {
  const { t } = useTranslation('free-stay');
  const { units, status } = useRoomTypeUnits(roomTypeId);
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
        label={t('approval.chooseUnit', { roomType: roomTypeName })}
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        placeholder={status === 'loading' && !units.length ? t('approval.loadingUnits') : t('approval.unitPlaceholder')}
        value={value}
        onIonChange={(e) => onChange(String(e.detail.value))}
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
