import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconBarcode, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarcodeScannerModal } from '../../components/barcode/barcode-scanner-modal';
import { canUseCamera } from '../../components/barcode/camera';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useMedia } from '../../lib/use-media';
import { DistributorModal } from '../distributors/distributor-modal';
import { type ChosenDistributor, DistributorSelect } from '../distributors/distributor-select';
import { useAddModel, useCategoryList, useUnits, useUpdateProduct } from './api';
import { showAddToast } from './inventory-toast';
import {
  addModelRequest,
  DEFAULT_UNIT_ID,
  type FieldErrors,
  gstOptions,
  initialValues,
  NOT_KNOWN_ID,
  NUMBER_TEXT_MAX,
  type ProductField,
  type ProductFormValues,
  type ProductModalState,
  type QuantityRevision,
  updateRequest,
} from './product-form';
import { RevisedQuantityDialog } from './revised-quantity-dialog';

type ProductModalProps = { state: ProductModalState | null; onClose: () => void };

const wide: React.CSSProperties = { gridColumn: '1 / -1' };

const titles = ['inventory.form.createTitle', 'inventory.form.addTitle', 'inventory.form.editTitle'] as const;

/** Add/Edit product (shop-operations §2): modes 0 create, 1 add a catalogue model, 2 edit. */
export function ProductModal({ state, onClose }: ProductModalProps) {
  const { t } = useTranslation();
  const phone = useMedia('(max-width: 43.74em)');
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state ? t(titles[state.mode]) : undefined}
      fullScreen={phone}
      size="xl"
    >
      {state && <ProductForm state={state} onClose={onClose} />}
    </Modal>
  );
}

function ProductForm({ state, onClose }: { state: ProductModalState; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const isGstShop = session?.kind === 'retailer' && session.profile.isGstNumber === 1;
  const { mode } = state;
  const edited = state.mode === 2 ? state.item : null;
  const catalogue = state.mode === 1 ? state.item : null;
  const units = useUnits();
  const categories = useCategoryList(mode === 0);
  const addModel = useAddModel();
  const update = useUpdateProduct();

  const [values, setValues] = useState<ProductFormValues>(() => initialValues(state));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [distributor, setDistributor] = useState<ChosenDistributor | null>(
    edited?.distributorId ? { id: String(edited.distributorId), name: edited.distributorName ?? '' } : null,
  );
  const [revision, setRevision] = useState<QuantityRevision | null>(null);
  const [dialog, setDialog] = useState<'revise' | 'distributor' | 'scan' | null>(null);

  const unit = units.data?.find((u) => String(u.unitId) === values.unitId);
  const allowsFraction = unit?.allowsFraction ?? false;
  const oldProduct = edited !== null && edited.is_active !== 1;
  const saving = addModel.isPending || update.isPending;

  const set = (field: ProductField, value: string | null) => {
    setValues((v) => ({ ...v, [field]: value ?? '' }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const categoryOptions = useMemo(() => {
    const list = (categories.data ?? []).map((c) => ({ value: String(c.categoryId), label: c.categoryName }));
    return list.some((c) => c.value === NOT_KNOWN_ID)
      ? list
      : [{ value: NOT_KNOWN_ID, label: 'Not Known' }, ...list];
  }, [categories.data]);
  const unitOptions = useMemo(
    () =>
      units.data && units.data.length > 0
        ? units.data.map((u) => ({ value: String(u.unitId), label: u.abbreviation }))
        : [{ value: DEFAULT_UNIT_ID, label: 'Pcs' }],
    [units.data],
  );
  const gstChoices = useMemo(() => gstOptions(t('inventory.form.noGst')), [t]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const form = { ...values, distributorId: distributor?.id ?? null };
    if (edited) {
      const outcome = updateRequest(form, edited, revision, { isGstShop });
      if (!outcome.ok) return setErrors(outcome.errors);
      const result = await update.mutateAsync(outcome.body).catch(() => null);
      if (!result) return;
      showToast(result.message ?? t('msg.productUpdated'), 'success');
      onClose();
      return;
    }
    const outcome = addModelRequest(form, { modelId: catalogue?.modelId, isGstShop, allowsFraction });
    if (!outcome.ok) return setErrors(outcome.errors);
    try {
      await addModel.mutateAsync(outcome.body);
      showAddToast(t('msg.productAdded'), 'success');
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The server's reason when it gave one (already in your inventory, barcode taken …).
      showAddToast(error.status >= 400 ? error.message : t('msg.productAddFailed'), 'error');
    }
  };

  const text = (
    field: ProductField,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextInput>> & { 'data-autofocus'?: boolean } = {},
  ) => (
    <TextInput
      label={label}
      value={values[field] ?? ''}
      error={errors[field]}
      autoComplete="off"
      disabled={oldProduct}
      onChange={(event) => set(field, event.currentTarget.value)}
      {...extra}
    />
  );
  const shown = (label: string, value: string, style?: React.CSSProperties) => (
    <TextInput label={label} value={value} readOnly variant="filled" tabIndex={-1} style={style} />
  );
  // Number boxes keep what is typed ('2.5', '-5', 'ABCD12'); the checks name what they refuse.
  const money = { inputMode: 'decimal' as const, maxLength: NUMBER_TEXT_MAX };

  const nameEditable = mode === 0 || (edited !== null && edited.modelId === null);
  const hsnLocked = mode === 2 || (catalogue !== null && Boolean(catalogue.HSN));
  const quantityShown = revision?.quantity ?? values.quantity;

  let quantityField: ReactNode;
  if (edited) {
    quantityField = (
      <TextInput
        label={t('inventory.form.quantity')}
        value={quantityShown}
        readOnly
        withAsterisk
        error={errors.quantity ?? errors.reason}
        onClick={() => setDialog('revise')}
        rightSection={
          <ActionIcon
            variant="subtle"
            aria-label={t('inventory.form.changeQuantity')}
            onClick={() => setDialog('revise')}
            disabled={oldProduct}
          >
            <IconPencil size={18} />
          </ActionIcon>
        }
      />
    );
  } else {
    quantityField = text('quantity', t('inventory.form.quantity'), {
      withAsterisk: true,
      inputMode: allowsFraction ? 'decimal' : 'numeric',
      maxLength: NUMBER_TEXT_MAX,
    });
  }

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {oldProduct && <Alert color="red">{t('msg.oldProductCannotBeEdited')}</Alert>}
          <Fieldset variant="unstyled" disabled={oldProduct} p={0}>
            {/* Two columns even on a 360 px phone: short fields pair up, long ones span both. */}
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
              {mode === 0 ? (
                <Select
                  label={t('inventory.form.category')}
                  data={categoryOptions}
                  value={values.categoryId || null}
                  onChange={(value) => set('categoryId', value)}
                  error={errors.categoryId}
                  searchable
                  allowDeselect={false}
                  withAsterisk
                />
              ) : (
                shown(t('inventory.form.category'), state.item.categoryName)
              )}
              {mode === 0 ? (
                <Select
                  label={t('inventory.form.brand')}
                  data={[{ value: NOT_KNOWN_ID, label: 'NOT KNOWN' }]}
                  value={values.brandId || null}
                  onChange={(value) => set('brandId', value)}
                  error={errors.brandId}
                  allowDeselect={false}
                  withAsterisk
                />
              ) : (
                shown(t('inventory.form.brand'), state.item.brandName)
              )}
              {nameEditable
                ? text('modelName', t('inventory.form.name'), {
                    withAsterisk: true,
                    maxLength: 150,
                    'data-autofocus': true,
                    style: wide,
                  })
                : shown(t('inventory.form.name'), values.modelName, wide)}
              {text('modelDesc', t('inventory.form.description'), { maxLength: 500, style: wide })}
              <Box style={wide}>
                <DistributorSelect
                  value={distributor}
                  onChange={setDistributor}
                  onAddNew={() => setDialog('distributor')}
                  disabled={oldProduct}
                />
              </Box>
              {mode === 0 ? (
                <Select
                  label={t('inventory.form.unit')}
                  data={unitOptions}
                  value={values.unitId || DEFAULT_UNIT_ID}
                  onChange={(value) => set('unitId', value)}
                  allowDeselect={false}
                  searchable
                />
              ) : (
                shown(t('inventory.form.unit'), state.item.units)
              )}
              {quantityField}
              {text('purchasePrice', t('inventory.form.purchasePrice'), {
                withAsterisk: true,
                ...money,
              })}
              {text('sellingPrice', t('inventory.form.sellingPrice'), {
                withAsterisk: true,
                ...money,
              })}
              {text('MRP', t('inventory.form.mrp'), { disabled: mode === 2 || oldProduct, ...money })}
              {text('HSN', t('inventory.form.hsn'), {
                disabled: mode === 2 || oldProduct,
                readOnly: mode === 1 && hsnLocked,
                variant: mode === 1 && hsnLocked ? 'filled' : undefined,
                inputMode: 'numeric',
                maxLength: 8,
              })}
              {isGstShop && (
                <Select
                  label={t('inventory.form.gst')}
                  placeholder={t('inventory.form.chooseGst')}
                  data={gstChoices}
                  value={values.gst || null}
                  onChange={(value) => set('gst', value)}
                  error={errors.gst}
                  withAsterisk={mode !== 2}
                  description={mode !== 2 && !values.gst ? t('inventory.form.gstSuggestion') : undefined}
                  clearable
                />
              )}
              {text('scanId', t('inventory.form.barcode'), {
                maxLength: 64,
                style: isGstShop ? undefined : wide,
                rightSection: canUseCamera() ? (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('inventory.form.scanBarcode')}
                    onClick={() => setDialog('scan')}
                  >
                    <IconBarcode size={18} />
                  </ActionIcon>
                ) : undefined,
              })}
              {edited
                ? edited.imei.length > 0 && shown(t('inventory.form.imei'), edited.imei.join(', '), wide)
                : text('imei', t('inventory.form.imei'), {
                    description: t('inventory.form.imeiHint'),
                    style: wide,
                  })}
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('inventory.form.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={oldProduct}>
              {t(
                mode === 0
                  ? 'inventory.form.create'
                  : mode === 1
                    ? 'inventory.form.addToList'
                    : 'inventory.form.save',
              )}
            </Button>
          </Group>
        </Stack>
      </form>
      {edited && (
        <RevisedQuantityDialog
          opened={dialog === 'revise'}
          item={edited}
          allowsFraction={allowsFraction}
          revision={revision}
          onCancel={() => setDialog(null)}
          onDone={(next) => {
            setRevision(next);
            setErrors((e) => ({ ...e, quantity: undefined, reason: undefined, imei: undefined }));
            setDialog(null);
          }}
        />
      )}
      <DistributorModal
        opened={dialog === 'distributor'}
        onClose={() => setDialog(null)}
        onAdded={(added) => setDistributor({ id: String(added.id), name: added.name })}
      />
      <BarcodeScannerModal
        opened={dialog === 'scan'}
        onClose={() => setDialog(null)}
        onDetected={(code) => {
          set('scanId', code);
          setDialog(null);
        }}
      />
    </>
  );
}
