import type { LeadChoices } from '@galla/contracts/console-leads';
import { ZAddLeadRequest } from '@galla/contracts/console-leads';
import { leadSourceLabels, staffLeadSources } from '@galla/domain/leads';
import { MOBILE_TEXT_MAX } from '@galla/domain/mobile';
import { Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useAddLead } from './api';

const empty = {
  name: '',
  mobile: '',
  shopName: '',
  city: '',
  state: '',
  source: 'call',
  campaignId: '',
  notes: '',
};
type Fields = typeof empty;

// A prospect entered by staff. The form checks the server's own schema first, so a refusal reads
// the same here and there; a number already a lead or a retailer is refused by the server.
export function AddLeadModal({
  opened,
  onClose,
  campaigns,
}: {
  opened: boolean;
  onClose: () => void;
  campaigns: LeadChoices['campaigns'];
}) {
  const { t } = useTranslation();
  const add = useAddLead();
  const [values, setValues] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const field = (name: keyof Fields) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((x) => ({ ...x, [name]: undefined }));
    },
  });
  const body = () => ({ ...values, campaignId: values.campaignId ? Number(values.campaignId) : null });

  return (
    <Modal opened={opened} onClose={onClose} title={t('consoleLeads.leads.addTitle')}>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const parsed = ZAddLeadRequest.safeParse(body());
          if (!parsed.success) {
            setErrors(
              Object.fromEntries(
                parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
              ) as typeof errors,
            );
            return;
          }
          const result = await add.mutateAsync(body()).catch(() => null);
          if (!result) return;
          if (result.message) showToast(result.message, 'success');
          setValues(empty);
          onClose();
        }}
      >
        <Stack gap="sm">
          <TextInput label={t('consoleLeads.leads.name')} required maxLength={60} {...field('name')} />
          <TextInput
            label={t('consoleLeads.leads.mobile')}
            required
            inputMode="tel"
            maxLength={MOBILE_TEXT_MAX}
            {...field('mobile')}
          />
          <TextInput label={t('consoleLeads.leads.shopName')} maxLength={100} {...field('shopName')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('consoleLeads.leads.city')} maxLength={60} {...field('city')} />
            <TextInput label={t('consoleLeads.leads.state')} maxLength={60} {...field('state')} />
          </SimpleGrid>
          <Select
            label={t('consoleLeads.leads.source')}
            data={staffLeadSources.map((s) => ({ value: s, label: leadSourceLabels[s] }))}
            value={values.source}
            error={errors.source}
            allowDeselect={false}
            onChange={(value) => setValues((v) => ({ ...v, source: value ?? 'call' }))}
          />
          <Select
            label={t('consoleLeads.leads.campaign')}
            placeholder={t('consoleLeads.leads.noCampaign')}
            clearable
            data={campaigns.map((c) => ({ value: String(c.campaignId), label: `${c.code} — ${c.name}` }))}
            value={values.campaignId || null}
            onChange={(value) => setValues((v) => ({ ...v, campaignId: value ?? '' }))}
          />
          <Textarea label={t('consoleLeads.leads.notes')} maxLength={1000} rows={3} {...field('notes')} />
          <Button type="submit" loading={add.isPending}>
            {t('consoleLeads.leads.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
