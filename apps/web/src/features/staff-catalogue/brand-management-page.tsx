import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandsTable } from './brands-table';
import { HistoryTable } from './history-table';
import { ModelsTable } from './models-table';

/**
 * /dashboard/brandManagement (Admin, subAdmin): brands (add, rename, deactivate, merge a
 * duplicate) and their models (category, HSN, GST rate, MRP, barcode), and the history of both.
 */
export function BrandManagementPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('brands');
  const [brand, setBrand] = useState<{ brandId: number; name: string }>();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('staff.sections.brandManagement')}
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="brands">{t('staffCatalogue.brands')}</Tabs.Tab>
          <Tabs.Tab value="models">{t('staffCatalogue.models')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('staffCatalogue.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="brands" pt="sm">
          <BrandsTable
            onShowModels={(row) => {
              setBrand({ brandId: row.brandId, name: row.name });
              setTab('models');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="models" pt="sm">
          <ModelsTable brand={brand} onClearBrand={() => setBrand(undefined)} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <HistoryTable path="brandHistory" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
