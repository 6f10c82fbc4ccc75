import { useIntl } from 'react-intl';

/** The orbit mark and the product name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  return (
    <span className="logo">
      <img className="logo__mark" src="/icons/icon.svg" alt="" width={32} height={32} />
      <span className={`logo__name ${compact ? 'logo__name--compact' : ''}`}>{intl.formatMessage({ id: 'app.name' })}</span>
    </span>
  );
}
