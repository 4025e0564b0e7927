import {
  type CampaignRow,
  ZAddCampaignRequest,
  ZUpdateCampaignRequest,
} from '@galla/contracts/console-campaigns';
import { Button, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useSaveCampaign } from './api';

type Fields = { name: string; code: string; active: boolean; startsOn: string; endsOn: string };
const blank: Fields = { name: '', code: '', active: true, startsOn: '', endsOn: '' };

// Adds a campaign, or edits one's name, switch and dates. The code is the link printed on ads, so it
// is chosen once and never changed.
export function CampaignModal({
  campaign,
  onClose,
}: {
  campaign?: CampaignRow | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCampaign();
  const [values, setValues] = useState<Fields>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const existing = campaign && campaign !== 'new' ? campaign : undefined;
  useEffect(() => {
    setErrors({});
    setValues(
      existing
        ? {
            name: existing.name,
            code: existing.code,
            active: existing.active,
            startsOn: existing.startsOn ?? '',
            endsOn: existing.endsOn ?? '',
          }
        : blank,
    );
  }, [existing]);
  const text = (name: 'name' | 'code' | 'startsOn' | 'endsOn') => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((x) => ({ ...x, [name]: undefined }));
    },
  });

  return (
    <Modal
      opened={campaign !== undefined}
      onClose={onClose}
      title={
        existing
          ? t('consoleLeads.campaigns.editTitle', { code: existing.code })
          : t('consoleLeads.campaigns.addTitle')
      }
    >
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const dates = { startsOn: values.startsOn || null, endsOn: values.endsOn || null };
          const { code, ...rest } = { ...values, ...dates };
          const body = existing ? { ...rest, campaignId: existing.campaignId } : { ...values, ...dates };
          const parsed = (existing ? ZUpdateCampaignRequest : ZAddCampaignRequest).safeParse(body);
          if (!parsed.success) {
            setErrors(
              Object.fromEntries(
                parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
              ) as typeof errors,
            );
            return;
          }
          const result = await save.mutateAsync(body).catch(() => null);
          if (!result) return;
          if (result.message) showToast(result.message, 'success');
          onClose();
        }}
      >
        <Stack gap="sm">
          <TextInput label={t('consoleLeads.campaigns.name')} required maxLength={80} {...text('name')} />
          <TextInput
            label={t('consoleLeads.campaigns.code')}
            description={t('consoleLeads.campaigns.codeHint')}
            required
            maxLength={30}
            disabled={existing !== undefined}
            {...text('code')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput type="date" label={t('consoleLeads.campaigns.startsOn')} {...text('startsOn')} />
            <TextInput type="date" label={t('consoleLeads.campaigns.endsOn')} {...text('endsOn')} />
          </SimpleGrid>
          <Switch
            label={t('consoleLeads.campaigns.active')}
            checked={values.active}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, active: checked }));
            }}
          />
          <Button type="submit" loading={save.isPending}>
            {t('consoleLeads.campaigns.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
