// States and union territories of India with their GST state codes (CGST Act; GST.md). The id is the
// GST code as a number, so a GSTIN's first two digits name the state directly.
// 97 'Other Territory' is left out: it is for supplies outside any state, never a shop's address.
// 25 (Daman and Diu) and 28 (old Andhra Pradesh) are legacy codes, valid only on old records.
export interface StateSeed {
  readonly id: number;
  readonly name: string;
  readonly gstStateCode: string;
  readonly isUnionTerritory: boolean;
}

const state = (id: number, name: string, isUnionTerritory = false): StateSeed => ({
  id,
  name,
  gstStateCode: String(id).padStart(2, '0'),
  isUnionTerritory,
});

export const states: readonly StateSeed[] = [
  state(1, 'Jammu and Kashmir', true),
  state(2, 'Himachal Pradesh'),
  state(3, 'Punjab'),
  state(4, 'Chandigarh', true),
  state(5, 'Uttarakhand'),
  state(6, 'Haryana'),
  state(7, 'Delhi', true),
  state(8, 'Rajasthan'),
  state(9, 'Uttar Pradesh'),
  state(10, 'Bihar'),
  state(11, 'Sikkim'),
  state(12, 'Arunachal Pradesh'),
  state(13, 'Nagaland'),
  state(14, 'Manipur'),
  state(15, 'Mizoram'),
  state(16, 'Tripura'),
  state(17, 'Meghalaya'),
  state(18, 'Assam'),
  state(19, 'West Bengal'),
  state(20, 'Jharkhand'),
  state(21, 'Odisha'),
  state(22, 'Chhattisgarh'),
  state(23, 'Madhya Pradesh'),
  state(24, 'Gujarat'),
  state(26, 'Dadra and Nagar Haveli and Daman and Diu', true),
  state(27, 'Maharashtra'),
  state(29, 'Karnataka'),
  state(30, 'Goa'),
  state(31, 'Lakshadweep', true),
  state(32, 'Kerala'),
  state(33, 'Tamil Nadu'),
  state(34, 'Puducherry', true),
  state(35, 'Andaman and Nicobar Islands', true),
  state(36, 'Telangana'),
  state(37, 'Andhra Pradesh'),
  state(38, 'Ladakh', true),
];
