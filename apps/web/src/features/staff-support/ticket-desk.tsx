import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../components/drawer';
import { useMedia } from '../../lib/use-media';
import type { Desk } from './api';
import { TicketPanel } from './ticket-panel';
import { TicketsTable } from './tickets-table';

/** A desk's list, and the ticket opened from it in a drawer (full screen on a phone). */
export function TicketDesk({ desk }: { desk: Desk }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number>();
  const phone = useMedia('(max-width: 700px)');
  return (
    <>
      <TicketsTable desk={desk} onOpen={setOpen} />
      <Drawer
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        position="right"
        size={phone ? '100%' : 'xl'}
        title={t('supportTickets.ticket')}
      >
        {open !== undefined && <TicketPanel desk={desk} ticketId={open} />}
      </Drawer>
    </>
  );
}
