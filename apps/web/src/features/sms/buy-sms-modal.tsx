import { type PayWalletOrder, type SmsWallet, ZSmsQuantity } from '@galla/contracts/sms';
import { paiseToRupees, rupeesToPaise } from '@galla/domain/money';
import { smsPricePaise } from '@galla/domain/sms-count';
import { smsMessages } from '@galla/domain/sms-wallet';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { formatRupees } from '../../lib/format';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useCheckout, usePayWallet } from './api';

type BuySmsModalProps = { opened: boolean; onClose: () => void; wallet: SmsWallet };

/** The purchase modal: a quantity (digits only, at least the server's minimum), then the checkout. */
export function BuySmsModal({ opened, onClose, wallet }: BuySmsModalProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(String(wallet.minSms));
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<PayWalletOrder | null>(null);
  const payWallet = usePayWallet();
  const session = useSession();
  const checkout = useCheckout(
    session?.kind === 'retailer' ? (session.profile.tradeName ?? 'Galla') : 'Galla',
  );

  const parsed = ZSmsQuantity.safeParse(quantity);
  const amount = parsed.success
    ? paiseToRupees(smsPricePaise(parsed.data, rupeesToPaise(wallet.smsRate)))
    : null;

  function close() {
    setOrder(null);
    setError(null);
    onClose();
  }

  async function buy() {
    if (!parsed.success) return setError(smsMessages.digitsOnly);
    if (parsed.data < wallet.minSms) return setError(smsMessages.minimumPurchase(wallet.minSms));
    setError(null);
    const created = await payWallet.mutateAsync(parsed.data).catch(() => null);
    if (!created) return;
    // The test checkout is a step of this dialog; Razorpay's checkout opens its own window at once.
    if (created.provider === 'dev') setOrder(created);
    else await pay(created);
  }

  async function pay(o: PayWalletOrder) {
    const confirmed = await checkout.mutateAsync(o).catch(() => null);
    if (!confirmed) return;
    if (confirmed.message) showToast(confirmed.message, 'success');
    close();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={order ? t('sms.checkoutTitle') : t('sms.buyTitle')}
      centered
    >
      {order ? (
        <Stack>
          <Text size="sm">{t('sms.checkoutNote')}</Text>
          <Text fw={600}>
            {t('sms.balanceCount', { count: order.sms })} · {formatRupees(order.amount)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('sms.cancel')}
            </Button>
            <Button loading={checkout.isPending} onClick={() => pay(order)}>
              {t('sms.pay', { amount: formatRupees(order.amount) })}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void buy();
          }}
        >
          <TextInput
            label={t('sms.quantity')}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value.replace(/[^0-9]/g, ''))}
            error={error}
            description={t('sms.rate', { rate: formatRupees(wallet.smsRate), min: wallet.minSms })}
            data-autofocus
          />
          {amount !== null && <Text>{t('sms.amount', { amount: formatRupees(amount) })}</Text>}
          <Group justify="flex-end">
            <Button type="submit" loading={payWallet.isPending || checkout.isPending}>
              {t('sms.buy')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
