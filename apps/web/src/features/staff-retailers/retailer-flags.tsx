import { type StaffEditableFlag, staffEditableFlags } from '@galla/contracts/console-retailers';
import type { PageFlags } from '@galla/domain/permissions';
import { Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { useUpdateRetailerFlags } from './api';

// The pages staff switch per retailer. Each switch saves at once for the whole shop; the retailer
// sees it on their next page load (sub-users stay within what their role may open).
export function RetailerFlags({ shopId, configuration }: { shopId: number; configuration: PageFlags }) {
  const { t } = useTranslation();
  const update = useUpdateRetailerFlags();
  const toggle = async (flag: StaffEditableFlag, on: boolean) => {
    const result = await update.mutateAsync({ shopId, configuration: { [flag]: on } }).catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {t('staffRetailers.pages')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('staffRetailers.pagesHint')}
      </Text>
      {staffEditableFlags.map((flag) => (
        <Switch
          key={flag}
          label={t(`staffRetailers.flags.${flag}`)}
          checked={configuration[flag]}
          disabled={update.isPending}
          onChange={(event) => toggle(flag, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
