import type { ManagedSuperCategory } from './api';

// Manage Category's selection is a set of category ids; a super category card selects or deselects
// all of its categories at once (accounts spec §4).

/** The shop's current choice: a category's own mark, else its super category's. */
export function initialSelection(list: readonly ManagedSuperCategory[]): Set<number> {
  const selected = new Set<number>();
  for (const superCategory of list) {
    for (const category of superCategory.categories) {
      if (category.isSelected ?? superCategory.isSelected) selected.add(category.categoryId);
    }
  }
  return selected;
}

export type SuperState = 'all' | 'some' | 'none';

export function superState(superCategory: ManagedSuperCategory, selected: ReadonlySet<number>): SuperState {
  const count = superCategory.categories.filter((c) => selected.has(c.categoryId)).length;
  if (count === 0) return 'none';
  return count === superCategory.categories.length ? 'all' : 'some';
}

/** Selecting a super category selects all its categories; one fully selected is cleared. */
export function toggleSuper(superCategory: ManagedSuperCategory, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  const ids = superCategory.categories.map((c) => c.categoryId);
  if (superState(superCategory, selected) === 'all') for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}

export function toggleCategory(categoryId: number, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (next.has(categoryId)) next.delete(categoryId);
  else next.add(categoryId);
  return next;
}

/** The ids to send, in the catalogue's order. */
export function selectedIds(list: readonly ManagedSuperCategory[], selected: ReadonlySet<number>): number[] {
  return list.flatMap((s) => s.categories.map((c) => c.categoryId)).filter((id) => selected.has(id));
}
