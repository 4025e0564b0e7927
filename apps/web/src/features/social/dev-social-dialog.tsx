import { emailPattern } from '@galla/contracts/fields';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { useDevSocialToken } from './api';
import { devSocialId, type SocialProvider } from './social-prefill';

type DevSocialDialogProps = {
  provider: SocialProvider | null;
  onClose: () => void;
  onToken: (provider: SocialProvider, token: string) => void;
};

// Development stand-in for the Google and Facebook pop-ups (appConfig.social.provider 'dev'): asks
// who to be, and gets a token for that identity from the server's local key set.
export function DevSocialDialog({ provider, onClose, onToken }: DevSocialDialogProps) {
  const { t } = useTranslation();
  const mint = useDevSocialToken();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  const close = () => {
    setEmailError(null);
    onClose();
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    // React bubbles events along the component tree: keep this submit from reaching a form around us.
    event.stopPropagation();
    if (!provider) return;
    const trimmed = email.trim();
    if (!trimmed) return setEmailError(t('msg.required'));
    if (!emailPattern.test(trimmed)) return setEmailError(t('msg.emailInvalid'));
    const result = await mint
      .mutateAsync({
        provider,
        socialId: devSocialId(trimmed),
        email: trimmed,
        name: name.trim() || undefined,
      })
      .catch(() => null);
    if (!result?.data) return;
    close();
    onToken(provider, result.data.token);
  };

  return (
    <Modal
      opened={provider !== null}
      onClose={close}
      title={provider ? t('social.devTitle', { provider }) : ''}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('social.devHint')}
          </Text>
          <TextInput
            label={t('social.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(null);
            }}
            data-autofocus
          />
          <TextInput
            label={t('social.name')}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" loading={mint.isPending} fullWidth>
            {t('social.continue')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
