import { toScreenDate } from '@galla/domain/financial-year';
import { Button, Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type BillNumberProps = {
  /** The formatted invoice number, e.g. INV/26-27/0007; null while loading. */
  billNo: string | null;
  date: string | null;
  onEdit: () => void;
};

/** 'Bill No.' with its Edit button, and the bill date. */
export function BillNumber({ billNo, date, onEdit }: BillNumberProps) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap">
      <Group gap={4} wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('billing.billNumber.label')}
        </Text>
        {/* Room for a number like INV/26-27/0007 and a dd/MM/yyyy date before they load, so the
            header does not rearrange when they arrive (a layout shift on a phone). */}
        <Text size="sm" fw={600} miw="14ch" data-testid="bill-number">
          {billNo ?? '…'}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPencil size={14} />}
          aria-label={t('billing.billNumber.edit')}
          onClick={onEdit}
          disabled={billNo === null}
        >
          {t('billing.billNumber.editButton')}
        </Button>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('billing.billNumber.date')}
        </Text>
        <Text size="sm" fw={600} miw="10ch" data-testid="bill-date">
          {date ? toScreenDate(date) : '…'}
        </Text>
      </Group>
    </Group>
  );
}
