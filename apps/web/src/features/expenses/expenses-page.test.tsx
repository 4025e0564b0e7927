import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { initialRange } from './range';

const category = (id: number, name: string, amount: number, extra: object = {}) => ({
  expenseCategoryId: id,
  expenseCategoryName: name,
  categoryImage: null,
  icon: 'building-store',
  isDefault: true,
  categoryAmount: amount,
  ...extra,
});
const rent = {
  expenseRetailerId: 7,
  expenseCategoryId: 1,
  expenseRetailerName: 'Shop rent',
  amount: 12000,
  Date: '2026-03-05',
  isRecurring: false,
  fromDate: null,
  toDate: null,
  occurrences: 1,
  amountInRange: 12000,
};

function server(overrides: Record<string, unknown> = {}) {
  const range = initialRange();
  return installFakeFetch({
    'POST expenses/getCategoryExpenseList': ({ body }: FakeRequest) => {
      const page = (body as { page: number }).page;
      return {
        status: 200,
        data: {
          fromDate: range.fromDate,
          toDate: range.toDate,
          totalExpenses: 12500.5,
          expenseCategory:
            page === 1
              ? [category(1, 'Rent', 12000), category(2, 'Tea and snacks', 500.5, { icon: 'coffee' })]
              : [],
          hasMore: false,
        },
      };
    },
    'POST expenses/getExpenseList': {
      status: 200,
      data: {
        fromDate: range.fromDate,
        toDate: range.toDate,
        expenseCategoryId: 1,
        expenseCategoryName: 'Rent',
        totalExpenses: 12000,
        expensesList: [rent],
      },
    },
    'POST expenses/addExpenseCategory': {
      status: 200,
      message: 'Expense type added successfully',
      data: { expenseCategoryId: 30, categoryImage: null },
    },
    'POST expenses/addExpense': {
      status: 200,
      message: 'Expense added successfully',
      data: { expenseRetailerId: 8 },
    },
    'POST expenses/editExpense': {
      status: 200,
      message: 'Expense updated successfully',
      data: { expenseRetailerId: 7 },
    },
    'POST expenses/deleteExpense': { status: 200, message: 'Expense deleted successfully' },
    'POST expenses/sendExpenseReport': { status: 200, message: 'Mail sent to Registered Email address' },
    ...overrides,
  } as never);
}

describe('/Expenses', () => {
  it('shows the total and each expense type with its amount for 1 January to today', async () => {
    const fake = server();
    renderApp('/Expenses', { session: retailerSession() });
    const list = await screen.findByRole('list', { name: 'Expense types' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rent₹12,000.00', 'Tea and snacks₹500.50']);
    expect(screen.getByLabelText('Total expenses', { selector: 'p' }).textContent).toBe('₹12,500.50');
    expect(fake.callsTo('POST expenses/getCategoryExpenseList')[0]?.body).toEqual({
      ...initialRange(),
      page: 1,
      numberOfItems: 20,
    });
  });

  it('shares the expense report for the range by e-mail', async () => {
    const fake = server();
    const { user } = renderApp('/Expenses', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Mail sent to Registered Email address')).toBeTruthy();
    expect(fake.callsTo('POST expenses/sendExpenseReport')[0]?.body).toEqual(initialRange());
  });

  it("refuses a range over 12 months with the spec's words and asks nothing", async () => {
    const fake = server();
    renderApp('/Expenses', { session: retailerSession() });
    await screen.findByRole('list', { name: 'Expense types' });
    const calls = fake.callsTo('POST expenses/getCategoryExpenseList').length;
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2024-01-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Range exceeds 12 months');
    expect(fake.callsTo('POST expenses/getCategoryExpenseList')).toHaveLength(calls);
  });

  it('adds an expense type', async () => {
    const fake = server();
    const { user } = renderApp('/Expenses', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Add expense type' }));
    await user.type(screen.getByLabelText(/Expense type name/), 'Packing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense type added successfully')).toBeTruthy();
    expect(fake.callsTo('POST expenses/addExpenseCategory')[0]?.body).toEqual({
      expenseCategoryName: 'Packing',
      categoryImage: null,
    });
  });

  it("opens a type's expenses, adds, edits and deletes one", { timeout: 20_000 }, async () => {
    const fake = server();
    const { user } = renderApp('/Expenses', { session: retailerSession() });
    await user.click(await screen.findByText('Rent'));
    expect(await screen.findByText('Shop rent')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await user.type(screen.getByLabelText(/Expense name/), 'Electric bill');
    await user.type(screen.getByLabelText(/Amount/), '1450.75');
    await user.click(screen.getByLabelText(/Repeats every month/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense added successfully')).toBeTruthy();
    expect(fake.callsTo('POST expenses/addExpense')[0]?.body).toMatchObject({
      expenseCategoryId: 1,
      expenseRetailerName: 'Electric bill',
      amount: '1450.75',
      isRecurring: true,
      toDate: null,
    });

    await user.click(screen.getByRole('button', { name: 'Edit expense Shop rent' }));
    const amount = screen.getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '11000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.callsTo('POST expenses/editExpense')[0]?.body).toMatchObject({
        expenseRetailerId: 7,
        amount: '11000',
        Date: '2026-03-05',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete expense Shop rent' }));
    expect(screen.getByText('Delete Shop rent of ₹12,000.00?')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Delete expense' }).at(-1)!);
    expect(await screen.findByText('Expense deleted successfully')).toBeTruthy();
    expect(fake.callsTo('POST expenses/deleteExpense')[0]?.body).toEqual({ expenseRetailerId: 7 });
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    server({ 'POST expenses/getCategoryExpenseList': { status: 500, error: 'Something bad happened' } });
    renderApp('/Expenses', { session: retailerSession() });
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
