import { type ModelRow, ZSaveModelRequest } from '@galla/contracts/console-catalogue';
import { Button, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useCatalogueCall, useCategoryTree } from './api';
import { gstOptions } from './gst-options';

type Draft = {
  name: string;
  brandId: string;
  categoryId: string | null;
  subcategoryId: string | null;
  hsn: string;
  gstRate: string | null;
  mrp: string;
  barcode: string;
};
const blank = (brandId?: number): Draft => ({
  name: '',
  brandId: brandId ? String(brandId) : '',
  categoryId: null,
  subcategoryId: null,
  hsn: '',
  gstRate: null,
  mrp: '',
  barcode: '',
});

/** Add a model to a brand, or edit one: category, HSN, GST rate, MRP in rupees, barcode. */
export function ModelModal({
  opened,
  row,
  brandId,
  onClose,
}: {
  opened: boolean;
  row?: ModelRow;
  brandId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useCatalogueCall('saveModel');
  const tree = useCategoryTree();
  const [draft, setDraft] = useState<Draft>(blank(brandId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setErrors({});
    setDraft(
      row
        ? {
            name: row.name,
            brandId: String(row.brandId),
            categoryId: String(row.categoryId),
            subcategoryId: row.subcategoryId ? String(row.subcategoryId) : null,
            hsn: row.hsn ?? '',
            gstRate: row.gstRate === null ? null : String(row.gstRate),
            mrp: row.mrp === null ? '' : String(row.mrp),
            barcode: row.barcode ?? '',
          }
        : blank(brandId),
    );
  }, [row, brandId]);
  const categories = useMemo(
    () =>
      (tree.data?.superCategories ?? []).map((s) => ({
        group: s.name,
        items: s.categories.map((c) => ({ value: String(c.id), label: c.name })),
      })),
    [tree.data],
  );
  const subcategories = useMemo(
    () =>
      (tree.data?.superCategories ?? [])
        .flatMap((s) => s.categories)
        .find((c) => String(c.id) === draft.categoryId)
        ?.subcategories.map((x) => ({ value: String(x.id), label: x.name })) ?? [],
    [tree.data, draft.categoryId],
  );
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={row ? t('staffCatalogue.editModel') : t('staffCatalogue.addModel')}
    >
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const body = {
            modelId: row?.modelId,
            name: draft.name,
            brandId: draft.brandId,
            categoryId: draft.categoryId ?? '',
            subcategoryId: draft.subcategoryId ? Number(draft.subcategoryId) : null,
            hsn: draft.hsn,
            gstRate: draft.gstRate ?? '',
            mrp: draft.mrp,
            barcode: draft.barcode,
          };
          const parsed = ZSaveModelRequest.safeParse(body);
          if (!parsed.success)
            return setErrors(
              Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
            );
          const result = await save.mutateAsync(body).catch(() => null);
          if (!result) return;
          showToast(result.message ?? t('staffCatalogue.saved'), 'success');
          onClose();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('staffCatalogue.modelName')}
            value={draft.name}
            error={errors.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <NumberInput
            label={t('staffCatalogue.brandId')}
            value={draft.brandId}
            error={errors.brandId}
            allowDecimal={false}
            onChange={(v) => set({ brandId: String(v) })}
          />
          <Select
            label={t('staffCatalogue.category')}
            searchable
            data={categories}
            value={draft.categoryId}
            error={errors.categoryId}
            onChange={(v) => set({ categoryId: v, subcategoryId: null })}
          />
          <Select
            label={t('staffCatalogue.subcategory')}
            clearable
            data={subcategories}
            value={draft.subcategoryId}
            error={errors.subcategoryId}
            onChange={(v) => set({ subcategoryId: v })}
          />
          <TextInput
            label="HSN"
            inputMode="numeric"
            value={draft.hsn}
            error={errors.hsn}
            onChange={(e) => set({ hsn: e.currentTarget.value })}
          />
          <Select
            label={t('staffCatalogue.gstRate')}
            data={gstOptions}
            value={draft.gstRate}
            error={errors.gstRate}
            onChange={(v) => set({ gstRate: v })}
          />
          <TextInput
            label={t('staffCatalogue.mrp')}
            inputMode="decimal"
            value={draft.mrp}
            error={errors.mrp}
            onChange={(e) => set({ mrp: e.currentTarget.value })}
          />
          <TextInput
            label={t('staffCatalogue.barcode')}
            value={draft.barcode}
            error={errors.barcode}
            onChange={(e) => set({ barcode: e.currentTarget.value })}
          />
          <Button type="submit" loading={save.isPending}>
            {t('staffCatalogue.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
