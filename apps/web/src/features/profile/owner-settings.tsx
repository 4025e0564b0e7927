import type { Profile } from '@galla/contracts/profile';
import { Divider, Group, Radio, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { getSession, updateRetailerProfile } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { ReminderSetting } from '../creditbook/reminder-setting';
import { useUpdateGst, useUpdatePrivacy, useUpdateStockSetting } from './api';
import { GstModal } from './gst-modal';

/**
 * The drawer's owner-only settings (accounts spec §2, §4, §8): the Privacy switch (share sales data),
 * whether bills may sell more than is in stock, automatic EMI reminders, and the 'Make GST Bills?' choice. Sub-users do not see them; the server refuses them anyway.
 */
export function OwnerSettings({ profile }: { profile: Profile }) {
  if (profile.userType !== 'retailer') return null;
  return (
    <>
      <Divider my="sm" />
      <Stack gap="md" px="sm" pb="md">
        <PrivacySwitch shared={profile.haveSharedData === 1} />
        <StockSwitch allowed={profile.allowNegativeStock !== 0} />
        {profile.configuration.creditBook && <ReminderSetting />}
        <GstChoice isGst={profile.isGstNumber === 1} gstNumber={profile.gstNumber ?? ''} />
      </Stack>
    </>
  );
}

function PrivacySwitch({ shared }: { shared: boolean }) {
  const { t } = useTranslation();
  const privacy = useUpdatePrivacy();

  const change = async (next: boolean) => {
    const haveSharedData = next ? 1 : 0;
    try {
      const result = await privacy.mutateAsync(haveSharedData);
      if (result.status !== 200) {
        showToast(result.message ?? t('msg.somethingBad'), 'error');
        return;
      }
      const session = getSession();
      if (session?.kind === 'retailer') updateRetailerProfile({ ...session.profile, haveSharedData });
      showToast(result.message ?? t('msg.privacyUpdated'), 'success');
    } catch (error) {
      // No answer at all (network failure or timeout) is the spec's 'Server did not respond';
      // a refusal shows the server's own text.
      if (error instanceof ApiError && error.status !== 0) showToast(error.message, 'error');
      else if (!navigator.onLine) showToast(t('common.offline'), 'error');
      else showToast(t('msg.serverDidNotRespond'), 'error');
    }
  };

  return (
    <Switch
      label={t('shell.privacy')}
      checked={shared}
      disabled={privacy.isPending}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}

function StockSwitch({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const setting = useUpdateStockSetting();
  const change = async (next: boolean) => {
    const result = await setting.mutateAsync(next ? 1 : 0).catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };
  return (
    <Switch
      label={t('shell.allowNegativeStock')}
      checked={allowed}
      disabled={setting.isPending}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}

function GstChoice({ isGst, gstNumber }: { isGst: boolean; gstNumber: string }) {
  const { t } = useTranslation();
  const gst = useUpdateGst();
  const [asking, setAsking] = useState(false);

  const choose = async (value: string) => {
    if (value === 'yes') {
      if (!isGst) setAsking(true);
      return;
    }
    if (!isGst) return;
    const result = await gst.mutateAsync({ gst: 0 }).catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };

  const submitNumber = async (number: string) => {
    const result = await gst.mutateAsync({ gst: 1, gstNumber: number }).catch(() => null);
    if (!result) return;
    if (result.message) showToast(result.message, 'success');
    setAsking(false);
  };

  return (
    <>
      <Radio.Group
        label={t('shell.makeGstBills')}
        description={isGst ? undefined : t('gst.prompt')}
        value={isGst ? 'yes' : 'no'}
        onChange={(value) => void choose(value)}
      >
        <Group gap="md" mt={6}>
          <Radio value="no" label={t('shell.gstNo')} disabled={gst.isPending} />
          <Radio value="yes" label={t('shell.gstYes')} disabled={gst.isPending} />
        </Group>
      </Radio.Group>
      <GstModal
        opened={asking}
        initialNumber={gstNumber}
        submitting={gst.isPending}
        onClose={() => setAsking(false)}
        onSubmit={(number) => void submitNumber(number)}
      />
    </>
  );
}
