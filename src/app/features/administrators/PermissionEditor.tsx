import { IonCheckbox } from '@app/ionic/ion-checkbox';
import { useTranslation } from '@app/lib/use-translation';
import { PERMISSION_ACTIONS, PERMISSION_AREAS } from '@shared/permissions';
import { areaState, setArea, toggleCode } from './permission-grid';
import './admin-form.css';

export interface PermissionEditorProps {
  value: readonly number[];
  onChange(codes: number[]): void;
  disabled?: boolean;
}

/** Area × action grid (DESIGN.md §5): one row per area, view / create / edit / approve-or-delete, plus "all". */
export function PermissionEditor({ value, onChange, disabled = false }: PermissionEditorProps) {
  const { t } = useTranslation('permissions');
  return (
    <div className="perm-grid" role="table" aria-label={t('editorLabel')} data-testid="permission-editor">
      <div className="perm-grid__row perm-grid__row--head" role="row">
        <span className="perm-grid__area" role="columnheader">
          {t('area')}
        </span>
        {PERMISSION_ACTIONS.map((action) => (
          <span key={action} className="perm-grid__cell" role="columnheader">
            {t(`actionsShort.${action}`)}
          </span>
        ))}
        <span className="perm-grid__cell perm-grid__cell--all" role="columnheader">
          {t('all')}
        </span>
      </div>
      {PERMISSION_AREAS.map((area) => {
        const state = areaState(value, area.key);
        const areaName = t(`areas.${area.key}`);
        return (
          <div key={area.key} className={`perm-grid__row perm-grid__row--${state}`} role="row">
            <span className="perm-grid__area" role="rowheader">
              {areaName}
            </span>
            {PERMISSION_ACTIONS.map((action, i) => {
              const code = area.base + i;
              return (
                <span key={action} className="perm-grid__cell" role="cell">
                  <IonCheckbox
                    checked={value.includes(code)}
                    disabled={disabled}
                    onIonChange={(e) => onChange(toggleCode(value, code, e.detail.checked))}
                    aria-label={`${areaName}: ${t(`actions.${action}`)}`}
                    data-testid={`perm-${code}`}
                  />
                </span>
              );
            })}
            <span className="perm-grid__cell perm-grid__cell--all" role="cell">
              <IonCheckbox
                checked={state === 'all'}
                indeterminate={state === 'some'}
                disabled={disabled}
                onIonChange={(e) => onChange(setArea(value, area.key, e.detail.checked))}
                aria-label={t('allFor', { area: areaName })}
                data-testid={`perm-area-${area.key}`}
              />
            </span>
          </div>
        );
      })}
    </div>
  );
}
