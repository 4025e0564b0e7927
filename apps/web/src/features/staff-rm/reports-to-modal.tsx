import type { ManagerNode } from '@galla/contracts/retailer-managers';
import { reportsToRole } from '@galla/domain/staff-hierarchy';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useSetReportsTo } from './api';

const NO_ONE = 'none';

/** Admin/subAdmin: choose who a manager reports to, among the active managers of the role above. */
export function ReportsToModal({
  member,
  managers,
  onClose,
}: {
  member?: ManagerNode;
  managers: ManagerNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetReportsTo();
  const [value, setValue] = useState<string>(NO_ONE);
  useEffect(() => setValue(member?.managerId ? String(member.managerId) : NO_ONE), [member]);
  const above = member ? reportsToRole(member.userType) : null;
  const choices = managers
    .filter((m) => m.userType === above && m.status === 'active' && m.staffId !== member?.staffId)
    .map((m) => ({ value: String(m.staffId), label: `${m.firstName} ${m.lastName}`.trim() }));
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : '';

  return (
    <Modal opened={member !== undefined} onClose={onClose} title={t('consoleRm.reportsToFor', { name })}>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!member) return;
          const result = await save
            .mutateAsync({ staffId: member.staffId, managerId: value === NO_ONE ? null : Number(value) })
            .catch(() => null);
          if (!result) return;
          if (result.message) showToast(result.message, 'success');
          onClose();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{above ? t('consoleRm.reportsToHint') : t('consoleRm.avpTop')}</Text>
          <Select
            label={t('consoleRm.manager')}
            data={[{ value: NO_ONE, label: t('consoleRm.noOne') }, ...choices]}
            value={value}
            onChange={(v) => setValue(v ?? NO_ONE)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Button type="submit" loading={save.isPending}>
            {t('consoleRm.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
