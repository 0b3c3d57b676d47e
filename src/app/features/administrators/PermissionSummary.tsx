import { Chip } from '@app/shell/Chip';
import { useTranslation } from '@app/lib/use-translation';
import { summarisePermissions } from './permission-grid';

export function PermissionSummary({ codes }: { codes: readonly number[] }) {
  const { t } = useTranslation('permissions');
  const { t: ta } = useTranslation('administrators');
  const summary = summarisePermissions(codes);
  if (!summary.length) {
    return (
      <p className="muted" data-testid="admin-permission-summary" data-empty="true">
        {ta('detail.noPermissions')}
      </p>
    );
  }
  return (
    <ul className="perm-summary" data-testid="admin-permission-summary">
      {summary.map(({ area, actions }) => (
        <li key={area} className="perm-summary__row" data-testid={`perm-summary-${area}`}>
          <span className="perm-summary__area">{t(`areas.${area}`)}</span>
          <span className="perm-summary__actions">
            {actions.length === 4 ? (
              <Chip color="primary" className="perm-chip">{t('all')}</Chip>
            ) : (
              actions.map((action) => (
                <Chip key={action} outline className="perm-chip">
                  {t(`actions.${action}`)}
                </Chip>
              ))
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
