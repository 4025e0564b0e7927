import type { RetailerProfile } from '@galla/contracts/console-retailers';
import { Alert, Badge, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../components/drawer';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useRetailerProfile, useUpdateRetailerStatus } from './api';
import { RetailerFlags } from './retailer-flags';

// A retailer's profile for staff: owner, shop, categories, usage, sub-users, the page flags, and
// disable/enable. The shop's own customers are never shown (the server does not send them).
export function RetailerDrawer({ shopId, onClose }: { shopId?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const profile = useRetailerProfile(shopId);
  return (
    <Drawer
      opened={shopId !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('staffRetailers.profile')}
    >
      {profile.isPending ? (
        <Group justify="center" p="lg">
          <Loader aria-label={t('staffRetailers.loading')} />
        </Group>
      ) : profile.isError ? (
        <Alert color="red">{t('staffRetailers.profileError')}</Alert>
      ) : (
        <ProfileBody data={profile.data} />
      )}
    </Drawer>
  );
}

function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </div>
  );
}

function ProfileBody({ data }: { data: RetailerProfile }) {
  const { t } = useTranslation();
  const { owner, shop, usage } = data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          {shop.tradeName ?? t('staffRetailers.noShopName')}
        </Title>
        <Badge color={data.status === 'active' ? 'green' : 'gray'} variant="light">
          {t(`staffRetailers.${data.status}`)}
        </Badge>
      </Group>

      <Title order={4} size="h5">
        {t('staffRetailers.ownerDetails')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Field label={t('staffRetailers.owner')} value={`${owner.firstName} ${owner.lastName}`.trim()} />
        <Field label={t('staffRetailers.mobile')} value={owner.contactNumber} />
        <Field label={t('staffRetailers.email')} value={owner.email} />
        <Field label={t('staffRetailers.userName')} value={owner.userName} />
        <Field label={t('staffRetailers.loginType')} value={owner.loginType} />
        <Field label={t('staffRetailers.since')} value={formatDate(owner.createdAt)} />
      </SimpleGrid>

      <Title order={4} size="h5">
        {t('staffRetailers.shopDetails')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Field
          label={t('staffRetailers.address')}
          value={[shop.addressLine1, shop.addressLine2].filter(Boolean).join(', ')}
        />
        <Field
          label={t('staffRetailers.place')}
          value={[shop.city, shop.state, shop.pincode].filter(Boolean).join(', ')}
        />
        <Field
          label={t('staffRetailers.gstin')}
          value={shop.isGstNumber ? shop.gstNumber : t('staffRetailers.noGst')}
        />
        <Field label={t('staffRetailers.legalName')} value={shop.legalName} />
        <Field
          label={t('staffRetailers.shopType')}
          value={[shop.shopStatus, shop.shopType].filter(Boolean).join(', ')}
        />
        <Field
          label={t('staffRetailers.stage')}
          value={t(
            `staffRetailers.stages.${owner.isRegister === 1 ? 'categories' : owner.isRegister === 2 ? 'otp' : shop.isOnboard ? 'onboarded' : 'registered'}`,
          )}
        />
      </SimpleGrid>

      <Title order={4} size="h5">
        {t('staffRetailers.categories')}
      </Title>
      {data.categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staffRetailers.noCategories')}
        </Text>
      ) : (
        <Stack gap={4}>
          {data.categories.map((c) => (
            <Text key={c.superCategoryId} size="sm">
              <b>{c.superCategoryName}</b>: {c.categories.join(', ')}
            </Text>
          ))}
        </Stack>
      )}

      <Title order={4} size="h5">
        {t('staffRetailers.usage')}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        <Field label={t('staffRetailers.billsThisMonth')} value={usage.billsThisMonth} />
        <Field label={t('staffRetailers.salesThisMonth')} value={formatRupees(usage.salesThisMonth)} />
        <Field label={t('staffRetailers.subUsers')} value={data.subUsers} />
        <Field label={t('staffRetailers.billsAllTime')} value={usage.billsAllTime} />
        <Field label={t('staffRetailers.salesAllTime')} value={formatRupees(usage.salesAllTime)} />
        <Field
          label={t('staffRetailers.lastActive')}
          value={usage.lastActiveAt ? formatDateTime(usage.lastActiveAt) : t('staffRetailers.never')}
        />
      </SimpleGrid>

      <RetailerFlags shopId={data.shopId} configuration={data.configuration} />
      <StatusAction shopId={data.shopId} status={data.status} />
    </Stack>
  );
}

/** Disable asks first: it signs the shop's owner and sub-users out at once. */
function StatusAction({ shopId, status }: { shopId: number; status: 'active' | 'disabled' }) {
  const { t } = useTranslation();
  const update = useUpdateRetailerStatus();
  const [confirming, setConfirming] = useState(false);
  const apply = async (next: 'active' | 'disabled') => {
    const result = await update.mutateAsync({ shopId, status: next }).catch(() => null);
    setConfirming(false);
    if (result?.message) showToast(result.message, 'success');
  };
  if (status === 'disabled')
    return (
      <Button variant="default" loading={update.isPending} onClick={() => apply('active')}>
        {t('staffRetailers.enable')}
      </Button>
    );
  return confirming ? (
    <Alert color="red" title={t('staffRetailers.disableTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('staffRetailers.disableText')}</Text>
        <Group gap="xs">
          <Button color="red" loading={update.isPending} onClick={() => apply('disabled')}>
            {t('staffRetailers.disableConfirm')}
          </Button>
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('staffRetailers.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  ) : (
    <Button color="red" variant="light" onClick={() => setConfirming(true)}>
      {t('staffRetailers.disable')}
    </Button>
  );
}
