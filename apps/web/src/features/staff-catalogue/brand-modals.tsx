import type { BrandRow } from '@galla/contracts/console-catalogue';
import { Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useBrands, useCatalogueCall } from './api';

/** Add a brand (no row) or rename one. */
export function BrandModal({
  opened,
  row,
  onClose,
}: {
  opened: boolean;
  row?: BrandRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useCatalogueCall('saveBrand');
  const [name, setName] = useState('');
  useEffect(() => setName(row?.name ?? ''), [row]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={row ? t('staffCatalogue.renameBrand') : t('staffCatalogue.addBrand')}
    >
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await save.mutateAsync({ brandId: row?.brandId, name }).catch(() => null);
          if (!result) return;
          showToast(result.message ?? t('staffCatalogue.saved'), 'success');
          onClose();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('staffCatalogue.brandName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Button type="submit" loading={save.isPending}>
            {t('staffCatalogue.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** Fold a duplicate brand into the one to keep: its models and shops' products move over. */
export function MergeModal({ row, onClose }: { row?: BrandRow; onClose: () => void }) {
  const { t } = useTranslation();
  const merge = useCatalogueCall('mergeBrands');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [into, setInto] = useState<string | null>(null);
  const options = useBrands(
    { search: debounced || undefined, status: 'active', pageSize: 20, sortBy: 'name', sortDirection: 'asc' },
    row !== undefined,
  );
  return (
    <Modal
      opened={row !== undefined}
      onClose={onClose}
      title={t('staffCatalogue.mergeTitle', { name: row?.name ?? '' })}
    >
      <Stack gap="sm">
        <Text size="sm">{t('staffCatalogue.mergeExplain')}</Text>
        <Select
          label={t('staffCatalogue.mergeInto')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={(options.data?.rows ?? [])
            .filter((b) => b.brandId !== row?.brandId)
            .map((b) => ({ value: String(b.brandId), label: b.name }))}
          value={into}
          onChange={setInto}
          nothingFoundMessage={t('staffCatalogue.noBrands')}
        />
        <Button
          color="red"
          disabled={!into}
          loading={merge.isPending}
          onClick={async () => {
            const result = await merge
              .mutateAsync({ fromBrandId: row!.brandId, intoBrandId: Number(into) })
              .catch(() => null);
            if (!result) return;
            showToast(result.message ?? t('staffCatalogue.saved'), 'success');
            setInto(null);
            onClose();
          }}
        >
          {t('staffCatalogue.merge')}
        </Button>
      </Stack>
    </Modal>
  );
}
