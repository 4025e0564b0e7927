import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { profile, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';

const newRetailer = () => retailerSession({ isOnboard: 0, tradeName: null });

const superCategories = [
  { superCategoryId: 1, superCategoryName: 'All', isSelected: false, categories: [] },
  { superCategoryId: 2, superCategoryName: 'Mobiles & Electronics', isSelected: false, categories: [] },
  { superCategoryId: 3, superCategoryName: 'Grocery', isSelected: false, categories: [] },
];

const pincodeFound = {
  'GET user/pincode/110001': {
    status: 200,
    data: { pincode: '110001', state: 'Delhi', stateId: 10, city: 'New Delhi', cityId: 100 },
  },
};

describe('/onboarding', () => {
  it('looks a 6-digit pincode up and shows its state and city', async () => {
    const server = installFakeFetch(pincodeFound);
    const { user } = renderApp('/onboarding', { session: newRetailer() });
    expect(await screen.findByText('One Last Step.')).toBeTruthy();

    const pincode = screen.getByLabelText(/^Pincode/) as HTMLInputElement;
    await user.type(pincode, '11a000');
    expect(pincode.value).toBe('11000');
    expect(server.callsTo('GET user/pincode/11000')).toHaveLength(0);
    await user.type(pincode, '1');

    expect(((await screen.findByLabelText('State')) as HTMLInputElement).value).toBe('Delhi');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('New Delhi');
  });

  it("says 'Please, check your pincode' when the lookup fails", async () => {
    installFakeFetch({ 'GET user/pincode/999999': { status: 404, error: 'Please, check your pincode' } });
    const { user } = renderApp('/onboarding', { session: newRetailer() });
    await user.type(await screen.findByLabelText(/Shop\/Business\/Brand Name/), 'Kumar Kirana');
    await user.type(screen.getByLabelText(/^Pincode/), '999999');
    expect(await screen.findByText('Please, check your pincode')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Choose Categories' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('needs a name and a valid pincode, then onboards with the chosen categories', async () => {
    const onboarded = profile({ tradeName: 'Kumar Kirana', isOnboard: 1 });
    const server = installFakeFetch({
      ...pincodeFound,
      'GET category/getSuperCategoryList': { status: 200, data: superCategories },
      'POST user/onboard': {
        status: 200,
        message: 'Welcome aboard! Your shop is ready',
        data: { isOnboard: 1, userData: [onboarded] },
      },
    });
    const { user, router } = renderApp('/onboarding', { session: newRetailer() });
    const next = (await screen.findByRole('button', { name: 'Choose Categories' })) as HTMLButtonElement;
    await user.type(screen.getByLabelText(/^Pincode/), '110001');
    await screen.findByLabelText('State');
    expect(next.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Shop\/Business\/Brand Name/), 'Kumar Kirana');
    expect(next.disabled).toBe(false);
    await user.click(next);

    expect(await screen.findByText('What kind of products do you sell?')).toBeTruthy();
    expect(screen.getByText('Choose Category')).toBeTruthy();
    const grocery = await screen.findByRole('checkbox', { name: 'Grocery' });
    // The first super category is not offered on onboarding (accounts spec §2).
    expect(screen.queryByRole('checkbox', { name: 'All' })).toBeNull();
    const letsGo = screen.getByRole('button', { name: "Let's Go" }) as HTMLButtonElement;
    expect(letsGo.disabled).toBe(true);
    await user.click(grocery);
    expect(letsGo.disabled).toBe(false);
    await user.click(letsGo);

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(server.callsTo('POST user/onboard')[0]?.body).toEqual({
      tradeName: 'Kumar Kirana',
      pincode: '110001',
      selectedCategories: [3],
    });
    const session = getSession();
    expect(session?.kind === 'retailer' && session.profile.isOnboard).toBe(1);
  });
});
