import { type APIRequestContext, expect } from '@playwright/test';

// API shortcuts for the billing journeys: stock is put in through the API (the inventory journey
// covers the screens), so each billing journey starts from products it owns.

export async function apiToken(request: APIRequestContext, identity: string, password: string): Promise<string> {
  const response = await request.post('/api/v3/user/login', {
    data: { loginType: 'Custom', email: identity, password },
    headers: { 'x-client': 'web' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { userToken: string } }).data.userToken;
}

export type NewProduct = {
  modelName: string;
  sellingPrice: number;
  modelQuantity?: number;
  purchasePrice?: number;
  MRP?: number;
  HSN?: string;
  gst?: number | null;
  scanId?: string;
  imei?: string;
};

/** Adds a product of the shop's own to its inventory and returns its id. */
export async function addProduct(request: APIRequestContext, token: string, product: NewProduct): Promise<number> {
  const response = await request.post('/api/v3/inventory/addModel', {
    data: {
      modelQuantity: 20,
      purchasePrice: Math.floor(product.sellingPrice * 0.7),
      MRP: product.sellingPrice,
      HSN: '85176290',
      ...product,
    },
    headers: { 'auth-token': token, 'x-client': 'web' },
  });
  const body = (await response.json()) as { status: number; error?: string; data?: { productId: number } };
  expect(body.error).toBeUndefined();
  return body.data!.productId;
}

/** The product's stock in whole units, as the server keeps it. */
export async function stockOf(request: APIRequestContext, token: string, productId: number): Promise<number> {
  const response = await request.post('/api/v3/inventory/getProduct', {
    data: { productId },
    headers: { 'auth-token': token, 'x-client': 'web' },
  });
  return ((await response.json()) as { data: { modelQuantity: number } }).data.modelQuantity;
}
