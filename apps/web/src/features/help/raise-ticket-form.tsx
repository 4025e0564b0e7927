import { TICKET_MESSAGE_MAX, ticketTopics, ZRaiseTicketRequest } from '@galla/contracts/support-tickets';
import { Alert, Button, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { useRaiseTicket } from './tickets-api';

type Errors = { topic?: string; message?: string; form?: string };

// Help's "Raise a ticket": a topic and the problem, checked with the server's own schema so the
// words match. The owner and sub-users alike raise tickets for their shop.
export function RaiseTicketForm() {
  const { t } = useTranslation();
  const [topic, setTopic] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const raise = useRaiseTicket();

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        aria-label={t('supportTickets.raiseTitle')}
        onSubmit={async (event) => {
          event.preventDefault();
          const parsed = ZRaiseTicketRequest.safeParse({ topic: topic ?? undefined, message });
          if (!parsed.success) {
            const next: Errors = {};
            for (const issue of parsed.error.issues) {
              const field = issue.path[0] as 'topic' | 'message';
              next[field] ??= issue.message;
            }
            return setErrors(next);
          }
          try {
            const result = await raise.mutateAsync(parsed.data);
            showToast(result.message ?? t('supportTickets.raisedToast'), 'success');
            setTopic(null);
            setMessage('');
            setErrors({});
          } catch (error) {
            setErrors({ form: error instanceof ApiError ? error.message : t('msg.somethingBad') });
          }
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('supportTickets.raiseTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('supportTickets.raiseIntro')}
          </Text>
          <Select
            label={t('supportTickets.topic')}
            placeholder={t('supportTickets.chooseTopic')}
            data={[...ticketTopics]}
            value={topic}
            error={errors.topic}
            onChange={(value) => {
              setTopic(value);
              setErrors((e) => ({ ...e, topic: undefined }));
            }}
            withAsterisk
          />
          <Textarea
            label={t('supportTickets.message')}
            description={t('supportTickets.messageHint', {
              count: message.trim().length,
              max: TICKET_MESSAGE_MAX,
            })}
            rows={4}
            maxLength={TICKET_MESSAGE_MAX}
            value={message}
            error={errors.message}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              setErrors((prev) => ({ ...prev, message: undefined }));
            }}
            withAsterisk
          />
          {errors.form && (
            <Alert color="red" title={t('supportTickets.raiseFailed')}>
              {errors.form}
            </Alert>
          )}
          <Button type="submit" loading={raise.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('supportTickets.raise')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
