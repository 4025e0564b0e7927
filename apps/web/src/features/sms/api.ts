import {
  type PayWalletOrder,
  type SmsCustomerFilters,
  type SmsSenderRequest,
  ZConfirmWalletResponse,
  ZPayWalletOrder,
  ZSendSmsResponse,
  ZSmsCustomers,
  ZSmsDropDowns,
  ZSmsSender,
  ZSmsWallet,
} from '@galla/contracts/sms';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api, apiData } from '../../lib/api-client';
import { razorpayCheckout } from './razorpay-checkout';

const walletKey = ['sms', 'wallet'] as const;

/** GET paySMS/getWallet: the balance, rate, minimum purchase and SMS sizes. */
export function useSmsWallet() {
  return useQuery({
    queryKey: walletKey,
    queryFn: ({ signal }) => apiData('paySMS/getWallet', { schema: ZSmsWallet, silent: true, signal }),
  });
}

function filterQuery(f: SmsCustomerFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(f).flatMap(([k, v]) => (v ? [[k, String(v)]] : [])));
}

/** GET paySMS/getDropDownPaySms: each select's choices, given the ones above it. */
export function useSmsDropDowns(filters: SmsCustomerFilters) {
  return useQuery({
    queryKey: ['sms', 'dropDowns', filters],
    queryFn: ({ signal }) =>
      apiData('paySMS/getDropDownPaySms', {
        schema: ZSmsDropDowns,
        query: filterQuery(filters),
        silent: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST paySMS/getCustomers; 404 means nobody bought these: empty lists. */
export function useSmsCustomers(filters: SmsCustomerFilters) {
  return useQuery({
    queryKey: ['sms', 'customers', filters],
    queryFn: async ({ signal }) => {
      try {
        return await apiData('paySMS/getCustomers', {
          method: 'POST',
          body: filters,
          schema: ZSmsCustomers,
          silent: true,
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { nonBounced: [], bounced: [] };
        throw error;
      }
    },
  });
}

/** POST paySMS/payWallet: an order with the payment provider. */
export function usePayWallet() {
  return useMutation({
    mutationFn: (sms: number) =>
      apiData('paySMS/payWallet', { method: 'POST', body: { sms }, schema: ZPayWalletOrder }),
  });
}

const ZCheckoutAnswer = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});

/**
 * The checkout for an order, then paySMS/confirmWallet: the dev provider's test checkout pays at the
 * server with the test secret; Razorpay's opens its own window. Null when the customer closed it.
 */
export function useCheckout(shopName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: PayWalletOrder) => {
      const answer =
        order.provider === 'dev'
          ? await apiData('dev/payments/pay', {
              method: 'POST',
              body: { orderId: order.orderId },
              schema: ZCheckoutAnswer,
            })
          : await razorpayCheckout(order, shopName);
      if (!answer) return null;
      return api('paySMS/confirmWallet', { method: 'POST', body: answer, schema: ZConfirmWalletResponse });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKey }),
  });
}

/** POST paySMS/sendSmsCustomers. */
export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { message: string; customers: number[] }) =>
      api('paySMS/sendSmsCustomers', { method: 'POST', body, schema: ZSendSmsResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sms'] }),
  });
}

const senderKey = ['sms', 'sender'] as const;

/** GET paySMS/senderSettings: the shop's own DLT registration and what its campaigns go under. */
export function useSmsSender(enabled: boolean) {
  return useQuery({
    queryKey: senderKey,
    queryFn: ({ signal }) => apiData('paySMS/senderSettings', { schema: ZSmsSender, silent: true, signal }),
    enabled,
  });
}

/** POST paySMS/senderSettings (the owner). */
export function useSaveSmsSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsSenderRequest) =>
      api('paySMS/senderSettings', { method: 'POST', body, schema: ZSmsSender }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: senderKey }),
  });
}
