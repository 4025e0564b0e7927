import type { LeadChoices } from '@galla/contracts/console-leads';
import { allowedLeadMoves, leadSourceLabels, leadStatusLabels } from '@galla/domain/leads';
import { Alert, Badge, Button, Group, Loader, Select, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../components/drawer';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useLead, useLeadAction } from './api';

// One prospect: move it along the pipeline (only the moves domain/leads allows are offered),
// give it to a manager, add a note; the history says who did what, when.
export function LeadDrawer({
  leadRef,
  onClose,
  assignees,
}: {
  leadRef?: string;
  onClose: () => void;
  assignees: LeadChoices['assignees'];
}) {
  const { t } = useTranslation();
  const detail = useLead(leadRef);
  const move = useLeadAction('moveLead');
  const assign = useLeadAction('assignLead');
  const addNote = useLeadAction('addLeadNote');
  const [note, setNote] = useState('');
  const lead = detail.data?.lead;
  // A sign-up nobody worked yet turns into a lead row at the first change; keep following it.
  const ref = lead?.ref ?? leadRef;
  const act = async (call: Promise<{ message?: string }>) => {
    const result = await call.catch(() => null);
    if (result?.message) showToast(result.message, 'success');
    return result;
  };

  return (
    <Drawer
      opened={leadRef !== undefined}
      onClose={onClose}
      position="right"
      title={t('consoleLeads.leads.detailTitle')}
    >
      {detail.isError ? (
        <Alert color="red">{t('consoleLeads.leads.detailError')}</Alert>
      ) : !lead ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm">
          <div>
            <Text fw={600}>{lead.name}</Text>
            <Text size="sm">{lead.mobile}</Text>
            <Text size="sm" c="dimmed">
              {[lead.shopName, lead.city, lead.state].filter(Boolean).join(' · ')}
            </Text>
            <Group gap={6} mt={4}>
              <Badge variant="light">{leadStatusLabels[lead.status]}</Badge>
              <Badge variant="outline">{leadSourceLabels[lead.source]}</Badge>
              {lead.campaignCode && <Badge variant="outline">{lead.campaignCode}</Badge>}
              <Badge color={lead.stage === 'converted' ? 'green' : 'gray'} variant="light">
                {t(`consoleLeads.leads.stages.${lead.stage}`)}
              </Badge>
            </Group>
            {lead.retailerId !== null && (
              <Text size="xs" c="dimmed">
                {t('consoleLeads.leads.retailer', { id: lead.retailerId })}
              </Text>
            )}
          </div>
          {detail.data?.notes && <Text size="sm">{detail.data.notes}</Text>}
          <Text size="sm" fw={500}>
            {t('consoleLeads.leads.moveTo')}
          </Text>
          {allowedLeadMoves(lead.status).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('consoleLeads.leads.noMoves')}
            </Text>
          ) : (
            <Group gap="xs">
              {allowedLeadMoves(lead.status).map((to) => (
                <Button
                  key={to}
                  size="compact-sm"
                  variant="default"
                  loading={move.isPending}
                  onClick={() => act(move.mutateAsync({ ref, from: lead.status, to }))}
                >
                  {leadStatusLabels[to]}
                </Button>
              ))}
            </Group>
          )}
          <Select
            label={t('consoleLeads.leads.assignTo')}
            placeholder={t('consoleLeads.leads.nobody')}
            clearable
            searchable
            data={assignees.map((a) => ({ value: String(a.staffId), label: `${a.name} (${a.userType})` }))}
            value={lead.assignedTo === null ? null : String(lead.assignedTo)}
            onChange={(value) => act(assign.mutateAsync({ ref, staffId: value ? Number(value) : null }))}
          />
          <form
            noValidate
            onSubmit={async (event) => {
              event.preventDefault();
              if (!note.trim()) return;
              if (await act(addNote.mutateAsync({ ref, text: note }))) setNote('');
            }}
          >
            <Stack gap={6}>
              <Textarea
                label={t('consoleLeads.leads.note')}
                value={note}
                maxLength={1000}
                rows={3}
                onChange={(e) => setNote(e.currentTarget.value)}
              />
              <Button type="submit" size="compact-sm" loading={addNote.isPending} disabled={!note.trim()}>
                {t('consoleLeads.leads.addNote')}
              </Button>
            </Stack>
          </form>
          <Text size="sm" fw={500}>
            {t('consoleLeads.leads.history')}
          </Text>
          {detail.data!.history.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('consoleLeads.leads.noHistory')}
            </Text>
          ) : (
            <Timeline bulletSize={12} lineWidth={2}>
              {detail.data!.history.map((e) => (
                <Timeline.Item key={e.id} title={e.text}>
                  <Text size="xs" c="dimmed">
                    {e.staffName ?? t('consoleLeads.leads.system')} · {formatDateTime(e.createdAt)}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
