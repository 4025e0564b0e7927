import { TICKET_COMMENT_MAX, ZTicketCommentRequest } from '@galla/contracts/support-tickets';
import { Button, Group, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { type Desk, useTicketComment } from './api';

// A reply the retailer sees (and is notified of in their bell), or an internal note for staff.
// Internal is the default, so nothing reaches a retailer by a slip.
export function TicketCommentForm({ desk, ticketId }: { desk: Desk; ticketId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<'note' | 'reply'>('note');
  const [error, setError] = useState<string>();
  const comment = useTicketComment(desk);

  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const body = { ticketId, text, public: kind === 'reply' };
        const parsed = ZTicketCommentRequest.safeParse(body);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        const result = await comment.mutateAsync(body).catch(() => null);
        if (!result) return;
        if (result.message) showToast(result.message, 'success');
        setText('');
      }}
    >
      <Stack gap="xs">
        <SegmentedControl
          aria-label={t('supportTickets.commentKind')}
          value={kind}
          onChange={(value) => setKind(value as 'note' | 'reply')}
          data={[
            { value: 'note', label: t('supportTickets.internalNote') },
            { value: 'reply', label: t('supportTickets.replyToRetailer') },
          ]}
        />
        <Textarea
          label={kind === 'reply' ? t('supportTickets.replyLabel') : t('supportTickets.noteLabel')}
          rows={3}
          maxLength={TICKET_COMMENT_MAX}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group>
          <Button type="submit" loading={comment.isPending}>
            {kind === 'reply' ? t('supportTickets.sendReply') : t('supportTickets.addNote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
