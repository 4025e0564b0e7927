import { type Audience, type MessagePreview, ZSendMessageRequest } from '@galla/contracts/console-messages';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useMessagePreview, useSendMessage } from './api';
import { AudienceFilters } from './audience-filters';
import { useMessageTexts } from './texts';

type Errors = Partial<Record<'text' | 'emailSubject', string>>;

/**
 * The compose form. Its message id is made when the form opens and kept until the message is sent,
 * so a double click or a resubmit reaches the server as the same message and is sent once.
 */
export function ComposeMessage() {
  const k = useMessageTexts();
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const [text, setText] = useState('');
  const [sendSms, setSendSms] = useState(false);
  const [sendEmail, setSendEmail] = useState(false);
  const [emailSubject, setEmailSubject] = useState('');
  const [audience, setAudience] = useState<Audience>({ status: 'active', recipients: 'owners' });
  const [reach, setReach] = useState<MessagePreview>();
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const preview = useMessagePreview();
  const send = useSendMessage();

  const body = {
    messageId,
    text,
    sendSms,
    sendEmail,
    emailSubject: sendEmail ? emailSubject : undefined,
    audience,
  };
  const askToSend = () => {
    const parsed = ZSendMessageRequest.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setConfirming(true);
  };
  const confirmSend = async () => {
    const result = await send.mutateAsync(body).catch(() => null);
    setConfirming(false);
    if (!result) return;
    if (result.message) showToast(result.message, 'success');
    setMessageId(crypto.randomUUID());
    setText('');
    setEmailSubject('');
    setReach(undefined);
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {k('compose')}
        </Title>
        <Textarea
          label={k('text')}
          description={k('textHint')}
          rows={3}
          maxLength={500}
          value={text}
          error={errors.text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setErrors(({ text: _t, ...rest }) => rest);
          }}
        />
        <Checkbox
          label={k('sendSms')}
          description={reach && !reach.smsEnabled ? k('smsOff') : undefined}
          disabled={reach !== undefined && !reach.smsEnabled}
          checked={sendSms}
          onChange={(e) => setSendSms(e.currentTarget.checked)}
        />
        <Checkbox
          label={k('sendEmail')}
          checked={sendEmail}
          onChange={(e) => setSendEmail(e.currentTarget.checked)}
        />
        {sendEmail && (
          <TextInput
            label={k('subject')}
            maxLength={120}
            value={emailSubject}
            error={errors.emailSubject}
            onChange={(e) => {
              setEmailSubject(e.currentTarget.value);
              setErrors(({ emailSubject: _s, ...rest }) => rest);
            }}
          />
        )}
        <Title order={4} size="h5" mt="xs">
          {k('audience')}
        </Title>
        <AudienceFilters
          value={audience}
          onChange={(next) => {
            setAudience(next);
            setReach(undefined);
          }}
        />
        {preview.isError && <Alert color="red">{k('previewFailed')}</Alert>}
        <Text size="sm" role="status" fw={reach ? 600 : undefined} c={reach ? undefined : 'dimmed'}>
          {reach ? k('reach', reach) : k('previewFirst')}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            loading={preview.isPending}
            onClick={async () => {
              const counted = await preview.mutateAsync(audience).catch(() => undefined);
              setReach(counted);
              if (counted && !counted.smsEnabled) setSendSms(false);
            }}
          >
            {k('preview')}
          </Button>
          <Button disabled={!reach || reach.users === 0} onClick={askToSend}>
            {k('send', { users: reach?.users ?? 0 })}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={k('compose')}>
        <Stack gap="sm">
          <Text size="sm">{k('confirm', { users: reach?.users ?? 0 })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {k('cancel')}
            </Button>
            <Button loading={send.isPending} onClick={confirmSend}>
              {k('confirmYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
