import { importMessages } from '@galla/contracts/console-catalogue';
import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const admin = staffSession({
  userType: 'Admin',
  permissions: [...staffPermissions.Admin],
  totpEnrolled: true,
});
const subAdmin = staffSession();
const emptyPage = { status: 200, data: { total: 0, rows: [] } };
const tree = {
  status: 200,
  data: {
    superCategories: [
      {
        id: 6,
        name: 'Grocery & FMCG',
        active: true,
        hsn: null,
        gstRate: null,
        inUse: 12,
        categories: [
          {
            id: 52,
            name: 'Atta, Rice & Dals',
            active: false,
            hsn: '1101',
            gstRate: 5,
            inUse: 12,
            subcategories: [
              { id: 1, name: 'Millet Flours', active: true, hsn: null, gstRate: null, inUse: 0 },
            ],
          },
        ],
      },
    ],
  },
};

describe('Categories', () => {
  it('shows the tree with defaults and status, and adds a category with a checked HSN', async () => {
    const server = installFakeFetch({
      'GET admin/catalogue/tree': tree,
      'GET admin/catalogue/levelHistory': emptyPage,
      'POST admin/catalogue/saveLevel': { status: 200, message: 'Saved', data: { id: 10000 } },
    });
    const { user } = renderApp('/dashboard/categories', { session: subAdmin });
    // The first test also loads the lazy page's modules, slow on a busy machine.
    await user.click(await screen.findByText('Grocery & FMCG', {}, { timeout: 20_000 }));
    expect(await screen.findByText('Atta, Rice & Dals')).toBeTruthy();
    expect(screen.getByText('HSN 1101 · GST 5%')).toBeTruthy();
    expect(screen.getByText('Deactivated')).toBeTruthy();
    expect(screen.getByText('Millet Flours')).toBeTruthy();
    expect(await screen.findByText('No changes yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await user.type(await screen.findByLabelText('Name'), 'Millets');
    await user.type(screen.getByLabelText(/Default HSN/), '11');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('HSN must be 4, 6 or 8 digits')).toBeTruthy();
    expect(server.callsTo('POST admin/catalogue/saveLevel')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Default HSN/), '02');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST admin/catalogue/saveLevel')).toHaveLength(1));
    expect(server.callsTo('POST admin/catalogue/saveLevel')[0]?.body).toMatchObject({
      level: 'category',
      parentId: 6,
      name: 'Millets',
      hsn: '1102',
    });
  }, 40_000);

  it('says what to do when the tree cannot be loaded', async () => {
    installFakeFetch({
      'GET admin/catalogue/tree': { status: 500, error: 'boom' },
      'GET admin/catalogue/levelHistory': emptyPage,
    });
    renderApp('/dashboard/categories', { session: subAdmin });
    expect(
      await screen.findByText(/could not be loaded\. Check your connection and reload the page/),
    ).toBeTruthy();
  });
});

describe('Brand management', () => {
  it('lists brands paged and sorted on the server, and opens a brand’s models', async () => {
    const server = installFakeFetch({
      'GET admin/catalogue/tree': tree,
      'GET admin/catalogue/brands': {
        status: 200,
        data: {
          total: 1,
          rows: [{ brandId: 100000, name: 'Zorbly', active: true, models: 1, mergedInto: null }],
        },
      },
      'GET admin/catalogue/models': {
        status: 200,
        data: {
          total: 1,
          rows: [
            {
              modelId: 100000000,
              name: 'Zorbly Atta 5 kg',
              brandId: 100000,
              brandName: 'Zorbly',
              categoryId: 52,
              categoryName: 'Atta, Rice & Dals',
              subcategoryId: null,
              subcategoryName: null,
              hsn: '1101',
              gstRate: 5,
              mrp: 249.5,
              barcode: null,
              active: true,
            },
          ],
        },
      },
    });
    const { user } = renderApp('/dashboard/brandManagement', { session: subAdmin });
    expect(await screen.findByText('Zorbly')).toBeTruthy();
    expect(server.callsTo('GET admin/catalogue/brands')[0]?.query.get('sortBy')).toBe('name');
    await user.click(screen.getByRole('button', { name: 'Actions for Zorbly' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show models' }));
    expect(await screen.findByText('Zorbly Atta 5 kg')).toBeTruthy();
    expect(screen.getByText('₹249.50')).toBeTruthy();
    expect(server.callsTo('GET admin/catalogue/models').at(-1)?.query.get('brandId')).toBe('100000');
  });
});

describe('Upload', () => {
  it('lists each bad row, column and reason when the file is refused whole', async () => {
    installFakeFetch({
      'POST admin/catalogue/import': {
        status: 400,
        error: importMessages.refused(1),
        data: { problems: [{ row: 3, column: 'HSN', reason: 'HSN must be 4, 6 or 8 digits' }] },
      },
    });
    const { user } = renderApp('/dashboard/upload', { session: admin });
    await screen.findByRole('button', { name: 'Upload' }, { timeout: 5000 });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['Super category,...'], 'models.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(importMessages.refused(1))).toBeTruthy();
    expect(screen.getByText('HSN must be 4, 6 or 8 digits')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('is a 404 for a subAdmin', async () => {
    installFakeFetch();
    renderApp('/dashboard/upload', { session: subAdmin });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
