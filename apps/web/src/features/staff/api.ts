import type { ChangePasswordRequest } from '@galla/contracts/passwords';
import {
  type StaffListQuery,
  ZAuditPage,
  ZStaffList,
  ZTotpEnrolment,
  ZTotpRecoveryCodes,
} from '@galla/contracts/staff-console';
import { type SettingsUpdate, ZSettingsData } from '@galla/contracts/staff-settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '../../lib/api-client';
import { staffProfileKey } from './use-staff-profile';

/** Silent: the page says 'Error Changing Password' when the server gives no reason (spec §8). */
export function useStaffChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      api('admin/changePassword', { method: 'POST', body, silent: true }),
  });
}

export function useTotpStart() {
  return useMutation({
    mutationFn: () => api('admin/totp/start', { method: 'POST', schema: ZTotpEnrolment }),
  });
}

/** Silent: a wrong code is shown beside the field. */
export function useTotpConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (totp: string) =>
      api('admin/totp/confirm', { method: 'POST', body: { totp }, schema: ZTotpRecoveryCodes, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffProfileKey }),
  });
}

export function useAuditLog(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['staff', 'auditLog', page, pageSize],
    queryFn: () =>
      apiData('admin/auditLog', {
        query: { page: String(page), pageSize: String(pageSize) },
        schema: ZAuditPage,
      }),
    placeholderData: keepPreviousData,
  });
}

const settingsKey = ['staff', 'settings'] as const;

export function useConsoleSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiData('admin/settings', { schema: ZSettingsData }),
  });
}

/** Refusals are toasted with the server's error; the form checks the same schema first. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsUpdate) => api('admin/updateSettings', { method: 'POST', body }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: settingsKey });
      queryClient.invalidateQueries({ queryKey: ['appConfig'] });
    },
  });
}

const staffListKey = ['staff', 'staffList'] as const;

export function useStaffList(query: StaffListQuery) {
  return useQuery({
    queryKey: [...staffListKey, query],
    queryFn: () =>
      apiData('admin/staffList', {
        query: Object.fromEntries(
          Object.entries(query)
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [k, String(v)]),
        ),
        schema: ZStaffList,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The staff calls of Add admin; each refreshes the list and the audit log. */
export function useStaffAction(path: 'addStaff' | 'updateStaff' | 'resetStaffPassword' | 'resetStaffTotp') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api(`admin/${path}`, { method: 'POST', body }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: staffListKey });
      queryClient.invalidateQueries({ queryKey: ['staff', 'auditLog'] });
    },
  });
}
