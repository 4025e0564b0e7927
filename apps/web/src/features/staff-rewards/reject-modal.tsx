import { type RedemptionRow, ZRejectRedemption } from '@galla/contracts/console-rewards';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useDecide } from './api';

/** Rejecting asks why (the server keeps the reason); the points go back to the shop. */
export function RejectModal({
  row,
  shop,
  onClose,
}: {
  row?: RedemptionRow;
  shop: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useDecide('reject');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  return (
    <Modal
      opened={row !== undefined}
      onClose={close}
      title={t('staffRewards.rejectTitle', { id: row?.redemptionId ?? '' })}
    >
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const body = { redemptionId: row!.redemptionId, reason };
          const parsed = ZRejectRedemption.safeParse(body);
          if (!parsed.success) return setError(parsed.error.issues[0]?.message);
          const result = await reject.mutateAsync(body).catch(() => null);
          // A refusal (someone decided first) is toasted by the client; the list is read again.
          if (result?.message) showToast(result.message, 'success');
          close();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('staffRewards.rejectHint', { points: row?.points.toLocaleString('en-IN') ?? '', shop })}
          </Text>
          <Textarea
            label={t('staffRewards.reason')}
            minRows={2}
            maxLength={300}
            value={reason}
            error={error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(undefined);
            }}
          />
          <Button type="submit" color="red" loading={reject.isPending}>
            {t('staffRewards.confirmReject')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
