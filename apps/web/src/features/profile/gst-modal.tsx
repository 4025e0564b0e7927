import { ZGstin } from '@galla/contracts/gstin';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';

type GstModalProps = {
  opened: boolean;
  initialNumber: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (gstNumber: string) => void;
};

/** 'Make GST Bills?' → Yes: asks for the GSTIN, checked (format, state code, check character) here. */
export function GstModal({ opened, initialNumber, submitting, onClose, onSubmit }: GstModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('gst.modalTitle')} centered>
      {/* Remounted on each opening so the field starts from the number on file. */}
      {opened && (
        <GstForm
          initialNumber={initialNumber}
          submitting={submitting}
          onCancel={onClose}
          onSubmit={onSubmit}
        />
      )}
    </Modal>
  );
}

type GstFormProps = Pick<GstModalProps, 'initialNumber' | 'submitting' | 'onSubmit'> & {
  onCancel: () => void;
};

function GstForm({ initialNumber, submitting, onCancel, onSubmit }: GstFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialNumber);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZGstin.safeParse(value);
    if (!parsed.success) {
      setError(t('gst.invalid'));
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('gst.number')}
          value={value}
          maxLength={15}
          autoCapitalize="characters"
          data-autofocus
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value.toUpperCase().slice(0, 15));
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('gst.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('gst.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
