import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusKey } from './status';

/** 'Completed' (teal) or 'Cancelled' (red), as the list and the viewer show an invoice's status. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = statusKey(status);
  return (
    <Badge variant="light" color={key === 'completed' ? 'teal' : 'red'} data-status={status}>
      {t(`invoices.${key}`)}
    </Badge>
  );
}
