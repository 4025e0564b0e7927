import type { InventoryItem } from '@galla/contracts/inventory';
import { Button, Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import {
  checkRevision,
  NUMBER_TEXT_MAX,
  type QuantityRevision,
  type RevisionErrors,
  type StockDecreaseReason,
} from './product-form';

type RevisedQuantityDialogProps = {
  opened: boolean;
  item: InventoryItem;
  allowsFraction: boolean;
  /** The revision chosen earlier in this edit, to start from. */
  revision: QuantityRevision | null;
  onCancel: () => void;
  onDone: (revision: QuantityRevision | null) => void;
};

const reasons: StockDecreaseReason[] = ['returnedToDistributor', 'stockLoss', 'other'];

/**
 * Edit mode's quantity change (shop-operations §5): the new quantity; a decrease needs a reason
 * (Returned to Distributor, Stock loss quantity, Others with a note); a serial-numbered product names
 * the numbers added or leaving.
 */
export function RevisedQuantityDialog(props: RevisedQuantityDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={t('inventory.revise.title')}
      centered
      zIndex={300}
    >
      {props.opened && <RevisionForm {...props} />}
    </Modal>
  );
}

function RevisionForm({ item, allowsFraction, revision, onCancel, onDone }: RevisedQuantityDialogProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(revision?.quantity ?? String(item.modelQuantity));
  const [reason, setReason] = useState<StockDecreaseReason | null>(revision?.reason ?? null);
  const [note, setNote] = useState(revision?.note ?? '');
  const [added, setAdded] = useState(revision?.reason ? '' : (revision?.imei ?? []).join(', '));
  const [leaving, setLeaving] = useState<string[]>(revision?.reason ? (revision.imei ?? []) : []);
  const [errors, setErrors] = useState<RevisionErrors>({});

  const next = Number(quantity);
  const decreasing = quantity !== '' && next < item.modelQuantity;
  const increasing = quantity !== '' && next > item.modelQuantity;
  const tracked = item.imei.length > 0;

  const done = (event: React.FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const outcome = checkRevision(item, { quantity, reason, note, added, leaving }, allowsFraction);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    // Back to the stock the product has: nothing to send.
    onDone(Number(outcome.revision.quantity) === item.modelQuantity ? null : outcome.revision);
  };

  return (
    <form onSubmit={done} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('inventory.revise.current', { count: item.modelQuantity })}</Text>
        <TextInput
          label={t('inventory.revise.newQuantity')}
          value={quantity}
          inputMode={allowsFraction ? 'decimal' : 'numeric'}
          autoComplete="off"
          maxLength={NUMBER_TEXT_MAX}
          data-autofocus
          error={errors.quantity}
          onChange={(event) => {
            setQuantity(event.currentTarget.value);
            setErrors({});
          }}
        />
        {decreasing && (
          <Radio.Group
            label={t('inventory.revise.reason')}
            value={reason}
            onChange={(value) => {
              setReason(value as StockDecreaseReason);
              setErrors((e) => ({ ...e, reason: undefined }));
            }}
            error={errors.reason}
            withAsterisk
          >
            <Stack gap="xs" mt={6}>
              {reasons.map((r) => (
                <Radio key={r} value={r} label={t(`inventory.revise.${r}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {decreasing && reason === 'other' && (
          <Textarea
            label={t('inventory.revise.note')}
            value={note}
            maxLength={200}
            rows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        )}
        {decreasing && tracked && (
          <Checkbox.Group
            label={t('inventory.revise.imeiLeaving')}
            value={leaving}
            onChange={(value) => {
              setLeaving(value);
              setErrors((e) => ({ ...e, imei: undefined }));
            }}
            error={errors.imei}
            withAsterisk
          >
            <Stack gap={6} mt={6}>
              {item.imei.map((serial) => (
                <Checkbox key={serial} value={serial} label={serial} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {increasing && tracked && (
          <TextInput
            label={t('inventory.revise.imeiAdded')}
            description={t('inventory.form.imeiHint')}
            value={added}
            autoComplete="off"
            withAsterisk
            error={errors.imei}
            onChange={(event) => {
              setAdded(event.currentTarget.value);
              setErrors((e) => ({ ...e, imei: undefined }));
            }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('inventory.revise.cancel')}
          </Button>
          <Button type="submit">{t('inventory.revise.done')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
