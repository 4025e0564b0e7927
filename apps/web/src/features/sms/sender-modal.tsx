import { type SmsSenderRequest, ZSmsSenderRequest } from '@galla/contracts/sms';
import { Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useSaveSmsSender, useSmsSender } from './api';

type Field = keyof SmsSenderRequest;
const fields: Field[] = ['senderId', 'templateId', 'entityId'];

/**
 * The owner's DLT registration for campaign SMS: the header and template the shop registered (and
 * its entity, if it registered as one). An empty field sends under the platform's, shown beneath it.
 */
export function SenderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const sender = useSmsSender(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('sms.senderTitle')}>
      {sender.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : sender.data ? (
        <SenderForm initial={sender.data.shop} inUse={sender.data.inUse} onDone={onClose} />
      ) : (
        <Stack role="alert" gap="xs">
          <Text size="sm">{t('sms.senderLoadFailed')}</Text>
          <Button variant="default" w="fit-content" onClick={() => sender.refetch()}>
            {t('sms.retry')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

function SenderForm({
  initial,
  inUse,
  onDone,
}: {
  initial: SmsSenderRequest;
  inUse: SmsSenderRequest;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSmsSender();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit() {
    const checked = ZSmsSenderRequest.safeParse(values);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path[0], i.message])));
      return;
    }
    setErrors({});
    const saved = await save.mutateAsync(checked.data).catch(() => null);
    if (!saved) return;
    if (saved.message) showToast(saved.message, 'success');
    onDone();
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('sms.senderNote')}
      </Text>
      {fields.map((field) => (
        <TextInput
          key={field}
          label={t(`sms.${field}`)}
          value={values[field]}
          error={errors[field]}
          description={t('sms.platformValue', { value: inUse[field] })}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setValues((v) => ({ ...v, [field]: value }));
          }}
        />
      ))}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          {t('sms.senderSave')}
        </Button>
      </Group>
    </Stack>
  );
}
