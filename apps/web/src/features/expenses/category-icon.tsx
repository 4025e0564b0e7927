import { ThemeIcon } from '@mantine/core';
import {
  IconBolt,
  IconBuildingStore,
  IconCoffee,
  IconPencil,
  IconPhone,
  IconReceipt,
  IconSpray,
  IconTool,
  IconTruck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ExpenseCategory } from './api';

// The default categories carry an icon key (the server's migration lists them); the shop's own
// carry an image.
const icons: Record<string, TablerIcon> = {
  'building-store': IconBuildingStore,
  users: IconUsers,
  bolt: IconBolt,
  truck: IconTruck,
  coffee: IconCoffee,
  tool: IconTool,
  phone: IconPhone,
  pencil: IconPencil,
  spray: IconSpray,
  receipt: IconReceipt,
};

export function CategoryIcon({ category }: { category: Pick<ExpenseCategory, 'icon' | 'categoryImage'> }) {
  if (category.categoryImage) {
    return (
      <img
        src={category.categoryImage}
        alt=""
        width={36}
        height={36}
        style={{ objectFit: 'cover', borderRadius: 8, flexShrink: 0 }}
      />
    );
  }
  const Icon = icons[category.icon ?? ''] ?? IconReceipt;
  return (
    <ThemeIcon variant="light" size={36} radius="md">
      <Icon size={22} stroke={1.6} />
    </ThemeIcon>
  );
}
