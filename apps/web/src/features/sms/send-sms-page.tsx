import {
  type SmsCustomer,
  type SmsCustomerFilters,
  type SmsWallet,
  ZSendSmsRequest,
} from '@galla/contracts/sms';
import { smsCount } from '@galla/domain/sms-count';
import { campaignText } from '@galla/domain/sms-wallet';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FlagGuard } from '../../app/guards';
import { useAppConfig } from '../../lib/app-config';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useSendSms, useSmsCustomers, useSmsDropDowns, useSmsWallet } from './api';
import { BuySmsModal } from './buy-sms-modal';
import { SenderModal } from './sender-modal';

/** /Send SMS: a campaign to the customers who bought a category, brand or model, paid from the wallet. */
export function SendSmsPage() {
  return (
    <FlagGuard flag="sendSms">
      <SmsFlagGuard />
    </FlagGuard>
  );
}

// The screen exists only while the platform's SMS flag is on (off by default).
function SmsFlagGuard() {
  const config = useAppConfig();
  if (config.isPending) return <Loading />;
  if (config.data?.sms !== true) return <Navigate to="/dashboard" replace />;
  return <SendSms />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

function SendSms() {
  const { t } = useTranslation();
  const wallet = useSmsWallet();
  const [buying, setBuying] = useState(false);
  const [editingSender, setEditingSender] = useState(false);
  const session = useSession();
  const isOwner = session?.kind === 'retailer' && session.profile.userType === 'retailer';
  const [message, setMessage] = useState('');
  const [step, setStep] = useState<'message' | 'recipients'>('message');
  const [messageError, setMessageError] = useState<string | null>(null);
  const [heldUntil, setHeldUntil] = useState<string | null>(null);

  if (wallet.isPending) return <Loading />;
  if (!wallet.data) {
    return (
      <Stack maw={760} mx="auto" role="alert">
        <Text>{t('sms.loadFailed')}</Text>
        <Button variant="default" onClick={() => wallet.refetch()} w="fit-content">
          {t('sms.retry')}
        </Button>
      </Stack>
    );
  }
  const w = wallet.data;
  const count = smsCount(campaignText(message), { gsm: w.charsGsm, unicode: w.charsUnicode });

  function next() {
    const checked = ZSendSmsRequest.shape.message.safeParse(message);
    if (!checked.success) return setMessageError(checked.error.issues[0]?.message ?? null);
    setMessageError(null);
    setStep('recipients');
  }

  return (
    <Stack gap="md" maw={760} mx="auto">
      <Title order={2} size="h3">
        {t('sms.title')}
      </Title>
      <Paper withBorder p="sm" component="section" aria-label={t('sms.balance')}>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed">
              {t('sms.balance')}
            </Text>
            <Text fw={700} size="lg" data-testid="sms-balance">
              {t('sms.balanceCount', { count: w.final_msgs })}
            </Text>
          </div>
          <Group gap="xs" justify="flex-end">
            {isOwner && (
              <Button variant="default" onClick={() => setEditingSender(true)}>
                {t('sms.sender')}
              </Button>
            )}
            <Button onClick={() => setBuying(true)}>{t('sms.addSms')}</Button>
          </Group>
        </Group>
      </Paper>
      {heldUntil && (
        <Alert color="blue" role="status">
          {t('sms.heldUntil', { at: formatDateTime(heldUntil) })}
        </Alert>
      )}
      {step === 'message' ? (
        <Stack gap="xs">
          <Textarea
            label={t('sms.message')}
            placeholder={t('sms.messagePlaceholder')}
            rows={5}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={messageError}
          />
          <Text size="sm" aria-live="polite">
            {t('sms.count', { length: count.length, parts: count.parts })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('sms.optOutNote', { optOut: w.optOut })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={next}>{t('sms.next')}</Button>
          </Group>
        </Stack>
      ) : (
        <Recipients
          wallet={w}
          message={message}
          parts={count.parts}
          onBack={() => setStep('message')}
          onSent={(sendAt) => {
            // Sent outside 10:00–21:00 IST: paid now, delivered when operators allow offers.
            setHeldUntil(Date.parse(sendAt) > Date.now() + 60_000 ? sendAt : null);
            setMessage('');
            setStep('message');
          }}
        />
      )}
      {buying && <BuySmsModal opened onClose={() => setBuying(false)} wallet={w} />}
      {editingSender && <SenderModal opened onClose={() => setEditingSender(false)} />}
    </Stack>
  );
}

type RecipientsProps = {
  wallet: SmsWallet;
  message: string;
  parts: number;
  onBack: () => void;
  onSent: (sendAt: string) => void;
};

function Recipients({ wallet, message, parts, onBack, onSent }: RecipientsProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SmsCustomerFilters>({});
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const dropDowns = useSmsDropDowns(filters);
  const customers = useSmsCustomers(filters);
  const send = useSendSms();

  // Non-bounced customers start chosen, bounced ones not; the user changes either.
  const chosen = (c: SmsCustomer) => (c.bounced ? ticked.has(c.customerId) : !unticked.has(c.customerId));
  const toggle = (c: SmsCustomer, on: boolean) => {
    const update = (set: Set<number>, add: boolean) => {
      const copy = new Set(set);
      if (add) copy.add(c.customerId);
      else copy.delete(c.customerId);
      return copy;
    };
    if (c.bounced) setTicked((s) => update(s, on));
    else setUnticked((s) => update(s, !on));
  };
  const all = [...(customers.data?.nonBounced ?? []), ...(customers.data?.bounced ?? [])];
  const selected = all.filter(chosen);
  const total = selected.length * parts;

  const choose = (level: keyof SmsCustomerFilters) => (value: string | null) => {
    const id = value ? Number(value) : null;
    const order: (keyof SmsCustomerFilters)[] = ['superCategoryId', 'categoryId', 'brandId', 'modelId'];
    const reset = Object.fromEntries(order.slice(order.indexOf(level) + 1).map((k) => [k, null]));
    setFilters((f) => ({ ...f, ...reset, [level]: id }));
  };
  const options = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  const d = dropDowns.data;

  async function submit() {
    const result = await send
      .mutateAsync({ message, customers: selected.map((c) => c.customerId) })
      .catch(() => null);
    if (!result) return;
    showToast(result.message ?? '', 'success');
    if (result.data) onSent(result.data.sendAt);
  }

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('sms.filters')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Select
          label={t('sms.superCategory')}
          placeholder={t('sms.any')}
          data={options(d?.superCategories)}
          value={filters.superCategoryId ? String(filters.superCategoryId) : null}
          onChange={choose('superCategoryId')}
          clearable
        />
        <Select
          label={t('sms.category')}
          placeholder={t('sms.any')}
          data={options(d?.categories)}
          value={filters.categoryId ? String(filters.categoryId) : null}
          onChange={choose('categoryId')}
          disabled={!filters.superCategoryId}
          clearable
        />
        <Select
          label={t('sms.brand')}
          placeholder={t('sms.any')}
          data={options(d?.brands)}
          value={filters.brandId ? String(filters.brandId) : null}
          onChange={choose('brandId')}
          disabled={!filters.categoryId}
          clearable
        />
        <Select
          label={t('sms.model')}
          placeholder={t('sms.any')}
          data={options(d?.models)}
          value={filters.modelId ? String(filters.modelId) : null}
          onChange={choose('modelId')}
          disabled={!filters.brandId}
          clearable
        />
      </SimpleGrid>
      {customers.isPending ? (
        <Loading />
      ) : customers.isError ? (
        <Group role="alert">
          <Text>{t('sms.loadFailed')}</Text>
          <Button variant="default" size="xs" onClick={() => customers.refetch()}>
            {t('sms.retry')}
          </Button>
        </Group>
      ) : all.length === 0 ? (
        <Text c="dimmed">{t('sms.noCustomers')}</Text>
      ) : (
        <>
          <CustomerList
            label={t('sms.customers')}
            list={customers.data.nonBounced}
            chosen={chosen}
            toggle={toggle}
          />
          <CustomerList
            label={t('sms.bounced')}
            list={customers.data.bounced}
            chosen={chosen}
            toggle={toggle}
          />
        </>
      )}
      <Text fw={600} data-testid="sms-summary">
        {t('sms.summary', { customers: selected.length, parts, total })}
      </Text>
      {total > wallet.final_msgs && (
        <Text c="red" size="sm" role="alert">
          {t('sms.notEnough', { missing: total - wallet.final_msgs })}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('sms.back')}
        </Button>
        <Button
          onClick={submit}
          loading={send.isPending}
          disabled={selected.length === 0 || total > wallet.final_msgs}
        >
          {t('sms.send')}
        </Button>
      </Group>
    </Stack>
  );
}

type CustomerListProps = {
  label: string;
  list: SmsCustomer[];
  chosen: (c: SmsCustomer) => boolean;
  toggle: (c: SmsCustomer, on: boolean) => void;
};

function CustomerList({ label, list, chosen, toggle }: CustomerListProps) {
  if (list.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {list.map((c) => (
        <Checkbox
          key={c.customerId}
          label={`${c.customerName} · ${c.mobileNumber}`}
          checked={chosen(c)}
          onChange={(e) => toggle(c, e.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
