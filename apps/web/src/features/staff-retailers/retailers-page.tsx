import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetailerDrawer } from './retailer-drawer';
import { RetailersTable } from './retailers-table';

/** /dashboard/vendors (labelled Retailers): find a retailer, open their profile in a drawer. */
export function RetailersPage() {
  const { t } = useTranslation();
  const [openShop, setOpenShop] = useState<number>();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('staff.sections.vendors')}
      </Title>
      <RetailersTable onOpen={setOpenShop} />
      <RetailerDrawer shopId={openShop} onClose={() => setOpenShop(undefined)} />
    </Stack>
  );
}
