// Marketplaces a shop may also sell on (sign-up payment step). Ids are permanent; the list shows in
// array order, so a new store goes before 'Others' with the next free id.

export interface OnlineStoreSeed {
  readonly id: number;
  readonly name: string;
}

export const onlineStores: readonly OnlineStoreSeed[] = [
  { id: 1, name: 'Amazon' },
  { id: 2, name: 'Flipkart' },
  { id: 3, name: 'Meesho' },
  { id: 4, name: 'JioMart' },
  { id: 5, name: 'Myntra' },
  { id: 6, name: 'Ajio' },
  { id: 7, name: 'Nykaa' },
  { id: 8, name: 'Tata CLiQ' },
  { id: 9, name: 'Snapdeal' },
  { id: 10, name: 'Blinkit' },
  { id: 11, name: 'Swiggy Instamart' },
  { id: 12, name: 'Zepto' },
  { id: 13, name: 'ONDC' },
  { id: 14, name: 'WhatsApp / Instagram' },
  { id: 15, name: 'Own Website' },
  { id: 16, name: 'Others' },
];
