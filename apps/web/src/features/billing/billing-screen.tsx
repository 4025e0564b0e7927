import type { Customer, GstType } from '@galla/contracts/billing';
import type { InventoryItem } from '@galla/contracts/inventory';
import { istDate } from '@galla/domain/financial-year';
import { messages } from '@galla/domain/messages';
import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageScanner } from '../../components/barcode/use-page-scanner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import type { ProductModalState } from '../inventory/product-form';
import { ProductModal } from '../inventory/product-modal';
import { AddCustomerModal } from './add-customer-modal';
import { useGstSlabs, useSaveInvoice, useSerialInfo } from './api';
import { computeBill } from './bill-math';
import { BillNumber } from './bill-number';
import { BillNumberDialog, type BillNumberValue } from './bill-number-dialog';
import { BillSummary } from './bill-summary';
import { BillingLayout } from './billing-layout';
import { type CartAction, cartReducer, emptyCart, isAtOne } from './cart';
import { CartPanel } from './cart-panel';
import { slabValue } from './cart-product';
import { CongratsModal, type SavedBill } from './congrats-modal';
import { CustomerPanel } from './customer-panel';
import type { InitialBill } from './edit-invoice';
import { formatPaise } from './format';
import { GstRegisteredModal } from './gst-registered-modal';
import { GstTypeToggle } from './gst-type-toggle';
import { newIdempotencyKey } from './idempotency-key';
import { saveInvoiceBody } from './payload';
import { initialPayment, type PaymentState, planPayment } from './payment-plan';
import { PaymentsPanel } from './payments-panel';
import { ProductSearch } from './product-search';
import { useShortcuts } from './shortcuts';
import { ShortcutsHelp } from './shortcuts-help';
import { type OverStock, overStock } from './stock-check';
import { buyerStateCode, shopStateCode, taxChoice } from './tax-mode';
import { useUpdateGstSnackbar } from './update-gst-snackbar';
import { useProductIntake } from './use-product-intake';
import { useTypeToSearch } from './use-type-to-search';
import { useUnsavedGuard } from './use-unsaved-guard';

type Dialog =
  | { kind: 'billNumber' }
  | { kind: 'addCustomer'; search: string }
  | { kind: 'gstRegistered' }
  | { kind: 'help' }
  | { kind: 'remove'; productId: number }
  | { kind: 'removeAll' }
  | { kind: 'oversell'; lines: OverStock[] }
  | { kind: 'product'; state: ProductModalState };

type BillingScreenProps = {
  /** The invoice being edited, or null for a new bill. */
  initial: InitialBill | null;
  /** A product picked on /inventoryManage?isBilling=true, to put in the bill on arrival. */
  arriving: InventoryItem | null;
  /** Create New Invoice: the page mounts a fresh screen (new serial, new Idempotency-Key). */
  onNewBill: () => void;
};

export function BillingScreen({ initial, arriving, onNewBill }: BillingScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const profile = session?.kind === 'retailer' ? session.profile : null;
  const gstShop = profile?.isGstNumber === 1;
  const editing = initial !== null;

  const serial = useSerialInfo(!editing);
  const slabs = useGstSlabs();
  const save = useSaveInvoice();

  const [cart, dispatchCart] = useReducer(cartReducer, initial ? { lines: initial.lines } : emptyCart);
  const [customer, setCustomerState] = useState<Customer | null>(initial?.customer ?? null);
  const [gstOverride, setGstOverride] = useState<GstType | null>(initial?.gstType ?? null);
  const [payment, setPaymentState] = useState<PaymentState>(initial?.payment ?? initialPayment);
  const [billEdit, setBillEdit] = useState<(BillNumberValue & { numberChanged: boolean }) | null>(null);
  const [touched, setTouched] = useState(false);
  const [billDiscount, setBillDiscount] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const [saved, setSaved] = useState<SavedBill | null>(null);
  // One key per bill, reused by every retry of its save, so a lost answer never makes two bills.
  const [idempotencyKey] = useState(newIdempotencyKey);

  const searchRef = useRef<HTMLInputElement>(null);
  const customerRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  const dispatch = (action: CartAction) => {
    dispatchCart(action);
    setTouched(true);
  };
  const setCustomer = (next: Customer | null) => {
    setCustomerState(next);
    // A new buyer means a new place of supply: the suggestion applies again.
    setGstOverride(null);
    setTouched(true);
  };
  const setPayment = (patch: Partial<PaymentState>) => {
    setPaymentState((p) => ({ ...p, ...patch }));
    setTouched(true);
  };

  const tax = taxChoice(shopStateCode(profile), buyerStateCode(customer), gstOverride);
  const bill = useMemo(
    () => computeBill(cart.lines, { mode: tax.mode, utgst: tax.utgst, shopHasGstin: gstShop, billDiscount }),
    [cart.lines, tax.mode, tax.utgst, gstShop, billDiscount],
  );
  const totalPaise = bill.invoice.totals.grandTotalPaise;
  const invoiceDate = billEdit?.date ?? initial?.date ?? serial.data?.date ?? istDate(new Date());
  const plan = planPayment(payment, totalPaise, invoiceDate);
  const slabOptions = useMemo(
    () => (slabs.data ?? []).map((s) => ({ value: slabValue(s), label: s.gstSlab })),
    [slabs.data],
  );

  const dirty = saved === null && touched && (editing || cart.lines.length > 0 || customer !== null);
  const guard = useUnsavedGuard(dirty);
  useUpdateGstSnackbar(!gstShop && !editing && profile !== null);

  const { pick, scan } = useProductIntake({
    cart,
    dispatch,
    gstShop,
    replacing,
    onReplaced: () => setReplacing(null),
    openProductModal: (state) => setDialog({ kind: 'product', state }),
    productModalOpen: dialog?.kind === 'product',
    arriving,
  });

  // --- Lines ------------------------------------------------------------------------------------

  const step = (productId: number, delta: 1 | -1) => {
    const line = cart.lines.find((l) => l.productId === productId);
    if (!line) return;
    // Going below one asks first (§4) rather than leaving a zero line.
    if (delta === -1 && isAtOne(line)) setDialog({ kind: 'remove', productId });
    else dispatch({ type: 'step', productId, delta });
  };
  const removing =
    dialog?.kind === 'remove' ? cart.lines.find((l) => l.productId === dialog.productId) : undefined;

  // --- Save -------------------------------------------------------------------------------------

  /** `oversold`: the cashier has agreed to bill more than is in stock. */
  const submit = async (oversold = false) => {
    if (save.isPending || saved) return;
    // A walk-in bill needs no contact (§4): only the missing products are named then.
    if (cart.lines.length === 0)
      return showToast(customer ? messages.selectContactOrProducts : t('billing.noProducts'), 'error');
    if (bill.errors.length > 0) return showToast(t('billing.fixLines'), 'error');
    if (plan.error) return showToast(plan.error, 'error');
    const over = overStock(cart.lines);
    if (over.length > 0 && profile?.allowNegativeStock === 0) {
      const first = over[0]!;
      return showToast(messages.notEnoughStock(first.name, `${first.stock} ${first.units}`), 'error');
    }
    if (over.length > 0 && !oversold) return setDialog({ kind: 'oversell', lines: over });
    const body = saveInvoiceBody({
      bill,
      payment: plan,
      gstShop,
      gstType: tax.gstType,
      invoiceDate,
      customerId: customer?.customerId ?? null,
      remark: payment.remark,
      billNo: billEdit?.numberChanged ? billEdit.serialNo : null,
    });
    try {
      const result = await save.mutateAsync({
        body: initial ? { ...body, invoiceId: initial.invoiceId } : body,
        idempotencyKey,
      });
      if (result.inventoryLowMessage) showToast(result.inventoryLowMessage, 'info');
      const details = result.invoiceDetails?.[0];
      if (initial) {
        // After an edit the invoice opens directly (§4), at its new version when the answer names it.
        guard.allowLeave();
        const billId = details?.billId ?? initial.billId;
        const invoiceId = details?.invoiceId ?? initial.invoiceId;
        navigate(`/invoice?billId=${billId}&invoiceId=${invoiceId}`);
        return;
      }
      if (details) {
        setSaved({
          billId: details.billId,
          invoiceId: details.invoiceId,
          invoiceNumber: details.invoiceNumber,
          points: result.rewards?.points ?? 0,
        });
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  // --- Keyboard ---------------------------------------------------------------------------------

  // '+' and '-' change the line the cursor is on, else the last one.
  const currentLine = () => {
    const focused = document.activeElement?.closest<HTMLElement>('[data-line]')?.dataset.line;
    return cart.lines.find((l) => String(l.productId) === focused) ?? cart.lines[cart.lines.length - 1];
  };
  const idle = dialog === null && saved === null && !guard.blocked;
  useShortcuts(
    {
      focusSearch: () => searchRef.current?.focus(),
      increaseLast: () => {
        const line = currentLine();
        if (line) step(line.productId, 1);
      },
      decreaseLast: () => {
        const line = currentLine();
        if (line) step(line.productId, -1);
      },
      focusCustomer: () => customerRef.current?.focus(),
      focusPayment: () => amountRef.current?.focus(),
      save: () => void submit(),
      help: () => setDialog({ kind: 'help' }),
    },
    idle,
  );
  usePageScanner({ enabled: idle, codeBox: searchRef, onScan: (code) => void scan(code) });
  useTypeToSearch(searchRef, idle);

  // After Enter adds a product the cursor goes to its line's '+', where the next key (+, -, Enter,
  // a letter for the next search, a scan) all do what the cashier means.
  const focusNewLine = useRef(false);
  const lineCount = cart.lines.length;
  useEffect(() => {
    if (!focusNewLine.current || lineCount === 0) return;
    focusNewLine.current = false;
    const added = cart.lines[lineCount - 1];
    document.querySelector<HTMLElement>(`[data-line="${added?.productId}"] [data-increase]`)?.focus();
  }, [lineCount]);

  // --- Layout -----------------------------------------------------------------------------------

  const billNo = editing ? initial.invoiceNumber : (serial.data?.billNo ?? null);
  const serialNo = billEdit?.serialNo ?? initial?.serialNo ?? serial.data?.serialNo ?? 1;
  const replacingLine = cart.lines.find((l) => l.productId === replacing);

  const left = (
    <Stack gap="sm">
      {replacingLine && (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="blue">
            {t('billing.replacing', { name: replacingLine.name })}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => setReplacing(null)}>
            {t('billing.cancelReplace')}
          </Button>
        </Group>
      )}
      <ProductSearch
        inputRef={searchRef}
        inCart={new Set(cart.lines.map((l) => l.productId))}
        onPick={(p, via) => {
          focusNewLine.current = via === 'keyboard';
          void pick(p);
        }}
        onScan={(code) => void scan(code)}
        onCreate={(name) => setDialog({ kind: 'product', state: { mode: 0, name } })}
      />
    </Stack>
  );

  const right = (
    <Stack gap="md">
      <CartPanel
        bill={bill}
        gstShop={gstShop}
        slabOptions={slabOptions}
        onSet={(productId, field, value) => dispatch({ type: 'set', productId, field, value })}
        onStep={step}
        onRemove={(productId) => setDialog({ kind: 'remove', productId })}
        onRemoveAll={() => setDialog({ kind: 'removeAll' })}
        onReplace={(productId) => {
          setReplacing(productId);
          searchRef.current?.focus();
        }}
      />
      <Divider />
      <CustomerPanel
        customer={customer}
        onChoose={setCustomer}
        onAdd={(search) => setDialog({ kind: 'addCustomer', search })}
        onGstRegistered={() => setDialog({ kind: 'gstRegistered' })}
        inputRef={customerRef}
      />
      {gstShop && (
        <GstTypeToggle
          value={tax.gstType}
          onChange={(next) => {
            setGstOverride(next);
            setTouched(true);
          }}
          placeOfSupply={tax.placeOfSupply}
        />
      )}
      <Divider />
      <TextInput
        label={t('billing.summary.billDiscount')}
        description={t('billing.summary.billDiscountHint')}
        value={billDiscount}
        inputMode="decimal"
        error={bill.billDiscountError}
        onChange={(event) => {
          setBillDiscount(event.currentTarget.value);
          setTouched(true);
        }}
      />
      <BillSummary
        totals={bill.invoice.totals}
        gstShop={gstShop}
        igst={tax.gstType === 'IGST'}
        utgst={bill.invoice.utgst}
      />
      <Divider />
      <PaymentsPanel
        state={payment}
        onChange={setPayment}
        plan={plan}
        totalPaise={totalPaise}
        amountRef={amountRef}
      />
    </Stack>
  );

  const saveButton = (
    <Button size="lg" fullWidth onClick={() => void submit()} loading={save.isPending}>
      {t(editing ? 'billing.edit' : 'billing.save')}
    </Button>
  );

  return (
    <>
      <BillingLayout
        title={editing ? t('billing.editTitle', { number: initial.invoiceNumber }) : t('billing.title')}
        billNumber={
          <BillNumber
            billNo={billNo}
            date={editing || serial.data ? invoiceDate : null}
            onEdit={() => setDialog({ kind: 'billNumber' })}
          />
        }
        onHelp={() => setDialog({ kind: 'help' })}
        left={left}
        right={right}
        total={formatPaise(totalPaise)}
        save={saveButton}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        title={t('billing.confirmTitle')}
        message={t(removing?.inactive ? 'billing.removeOldConfirm' : 'billing.removeConfirm')}
        confirmLabel={t('billing.agree')}
        cancelLabel={t('billing.cancel')}
        onConfirm={() => {
          if (dialog?.kind === 'remove') dispatch({ type: 'remove', productId: dialog.productId });
          setDialog(null);
        }}
        onCancel={() => setDialog(null)}
        focusConfirm
      />
      <ConfirmDialog
        opened={dialog?.kind === 'oversell'}
        title={t('billing.oversellTitle')}
        message={t('billing.oversellConfirm', {
          lines: (dialog?.kind === 'oversell' ? dialog.lines : [])
            .map((l) =>
              t('billing.oversellLine', {
                name: l.name,
                quantity: `${l.quantity} ${l.units}`,
                stock: `${l.stock} ${l.units}`,
              }),
            )
            .join(', '),
        })}
        confirmLabel={t('billing.saveAnyway')}
        cancelLabel={t('billing.cancel')}
        onConfirm={() => {
          setDialog(null);
          void submit(true);
        }}
        onCancel={() => setDialog(null)}
        focusConfirm
      />
      <ConfirmDialog
        opened={dialog?.kind === 'removeAll'}
        title={t('billing.confirmTitle')}
        message={t('billing.removeAllConfirm')}
        confirmLabel={t('billing.agree')}
        cancelLabel={t('billing.cancel')}
        onConfirm={() => {
          dispatch({ type: 'clear' });
          setReplacing(null);
          setDialog(null);
        }}
        onCancel={() => setDialog(null)}
        focusConfirm
      />
      <BillNumberDialog
        opened={dialog?.kind === 'billNumber'}
        value={{ serialNo, date: invoiceDate }}
        canReset={!editing && (serial.data?.canbereset ?? false)}
        numberLocked={editing}
        onCancel={() => setDialog(null)}
        onSaved={(value, numberChanged) => {
          setBillEdit({ ...value, numberChanged: numberChanged || (billEdit?.numberChanged ?? false) });
          setDialog(null);
        }}
      />
      <AddCustomerModal
        search={dialog?.kind === 'addCustomer' ? dialog.search : null}
        onClose={() => setDialog(null)}
        onAdded={(added) => {
          setCustomer(added);
          setDialog(null);
        }}
      />
      <GstRegisteredModal
        customer={customer}
        opened={dialog?.kind === 'gstRegistered'}
        onClose={() => setDialog(null)}
        onSaved={(updated) => {
          setCustomer(updated);
          setDialog(null);
        }}
      />
      <ProductModal
        state={dialog?.kind === 'product' ? dialog.state : null}
        onClose={() => setDialog(null)}
      />
      <ShortcutsHelp opened={dialog?.kind === 'help'} onClose={() => setDialog(null)} />
      <CongratsModal
        saved={saved}
        onShowInvoice={() => {
          if (saved) navigate(`/invoice?billId=${saved.billId}&invoiceId=${saved.invoiceId}`);
        }}
        onCreateNew={onNewBill}
      />
      {guard.dialog}
    </>
  );
}
