import type { FakeRoutes } from '../../test/fake-fetch';
import { fakeToken, profile } from '../../test/fixtures';

// Server answers shared by the sign-up tests.
export const states = [
  { stateId: 7, stateName: 'Delhi', gstStateCode: '07', cityList: [{ cityId: 7001, City: 'New Delhi' }] },
  {
    stateId: 27,
    stateName: 'Maharashtra',
    gstStateCode: '27',
    cityList: [
      { cityId: 27001, City: 'Mumbai' },
      { cityId: 27002, City: 'Pune' },
    ],
  },
];

export const onlineStores = [
  { id: 1, name: 'Amazon', isSelected: false },
  { id: 2, name: 'Flipkart', isSelected: false },
  { id: 3, name: 'Meesho', isSelected: false },
];

export const superCategories = [
  {
    superCategoryId: 1,
    superCategoryName: 'Others',
    isSelected: false,
    categories: [{ categoryId: 1, categoryName: 'General Merchandise' }],
  },
  {
    superCategoryId: 2,
    superCategoryName: 'Mobiles & Accessories',
    isSelected: false,
    categories: [
      { categoryId: 6, categoryName: 'Smartphones' },
      { categoryId: 7, categoryName: 'Feature Phones' },
    ],
  },
  {
    superCategoryId: 3,
    superCategoryName: 'Grocery',
    isSelected: false,
    categories: [{ categoryId: 20, categoryName: 'Staples' }],
  },
];

/** The profile of a shop owner right after user/register (isRegister 1). */
export const newOwner = profile({
  userId: 42,
  firstName: 'Sunita',
  lastName: 'Sharma',
  userName: 'sunita',
  email: 'sunita@example.com',
  contactNumber: '9876501234',
  isRegister: 1,
  tradeName: 'Sharma General Store',
});

export const registered = {
  status: 200,
  message: 'Registration successful',
  data: { userToken: fakeToken(), userId: 42, isOnboard: 1, userData: [newOwner] },
};

export const referenceRoutes: FakeRoutes = {
  'GET static/getState': { status: 200, data: states },
  'GET static/onlineStore': { status: 200, data: onlineStores },
  'GET user/pincode/400001': {
    status: 200,
    data: { pincode: '400001', state: 'Maharashtra', stateId: 27, city: 'Mumbai', cityId: 27001 },
  },
  'GET user/pincode/110001': {
    status: 200,
    data: { pincode: '110001', state: 'Delhi', stateId: 7, city: 'New Delhi', cityId: 7001 },
  },
  'POST user/validateUserName': { status: 200, message: 'User name is available' },
};
