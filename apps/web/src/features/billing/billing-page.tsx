import { ZInventoryItem } from '@galla/contracts/inventory';
import { Alert, Center, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { FlagGuard } from '../../app/guards';
import { useUnits } from '../inventory/api';
import { useInvoiceDetails } from './api';
import { BillingScreen } from './billing-screen';
import { fromInvoiceView } from './edit-invoice';

/** /billing (flag billing): a new bill, or with ?invoiceId=N (or router state invoiceId) an edit. */
export function BillingPage() {
  return (
    <FlagGuard flag="billing">
      <BillingRoute />
    </FlagGuard>
  );
}

function positiveId(value: unknown): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function BillingRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as { invoiceId?: unknown; selectedProduct?: unknown };
  const invoiceId = positiveId(params.get('invoiceId') ?? state.invoiceId);
  const arriving = useMemo(() => {
    const parsed = ZInventoryItem.safeParse(state.selectedProduct);
    return parsed.success ? parsed.data : null;
  }, [state.selectedProduct]);
  // Create New Invoice mounts a fresh screen: empty cart, a new serial and a new Idempotency-Key.
  const [billNumber, setBillNumber] = useState(0);

  if (invoiceId !== null) return <EditBill key={invoiceId} invoiceId={invoiceId} />;
  return (
    <BillingScreen
      key={billNumber}
      initial={null}
      arriving={billNumber === 0 ? arriving : null}
      onNewBill={() => setBillNumber((n) => n + 1)}
    />
  );
}

function EditBill({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const details = useInvoiceDetails(invoiceId);
  const units = useUnits();
  if (details.isError) return <Alert color="red">{details.error.message || t('msg.invoiceNotFound')}</Alert>;
  if (!details.data || units.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const initial = fromInvoiceView(details.data, units.data ?? []);
  return <BillingScreen initial={initial} arriving={null} onNewBill={() => undefined} />;
}
